import { apiMessages } from '@/server/http/messages';
import type { Operation } from './operation';

const docs = apiMessages.docs;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A self-contained reference page of every call (no outside scripts: the network may be closed). */
export function referencePage(operations: Operation[]): string {
  const rows = operations
    .map(
      (op) =>
        `<tr><td><code>${op.method.toUpperCase()}</code></td><td dir="ltr"><code>${escapeHtml(op.path.replace(/:(\w+)/g, '{$1}'))}</code>${op.chosen ? ' *' : ''}</td><td>${escapeHtml(op.summary)}</td><td>${escapeHtml(op.auth ?? 'none')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${docs.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.6}table{border-collapse:collapse;inline-size:100%}td,th{border:1px solid #ccc;padding:.4rem .6rem;text-align:start;vertical-align:top}code{font-size:.9em}</style>
</head><body>
<h1>${docs.title}</h1>
<p>${docs.intro.replace('{link}', '<a href="/api/openapi.json" dir="ltr">/api/openapi.json</a>')}</p>
<table><thead><tr><th>${docs.method}</th><th>${docs.path}</th><th>${docs.summary}</th><th>${docs.access}</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
