import { apiMessages } from '@/server/errors/messages';

const docs = apiMessages.docs;

/**
 * The interactive reference: Swagger UI from the swagger-ui-dist package,
 * served by the API itself (the network may be closed), with no inline script.
 */
export function referencePage(): string {
  return `<!doctype html>
<html lang="fa"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${docs.title}</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head><body>
<div id="reference" data-spec="/api/openapi.json"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body></html>`;
}

/** Starts Swagger UI on the page's element; a file of its own so the page needs no inline script. */
export const START_SCRIPT = `(() => {
  const element = document.getElementById('reference');
  window.SwaggerUIBundle({
    url: element.dataset.spec,
    domNode: element,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: true,
  });
})();`;
