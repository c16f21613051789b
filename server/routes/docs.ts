/**
 * The API's own reference: the OpenAPI document and Swagger UI over it, both
 * generated from the call declarations. Served from local files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DocsAsset, docsCalls } from '@/lib/contract/calls/docs';
import { ApiError } from '@/server/errors/api-error';
import { type Call, rawCall } from '@/server/http/call';
import { openApiDocument } from '@/server/openapi/document';
import { referencePage, START_SCRIPT } from '@/server/openapi/reference-page';

const ASSETS: Record<DocsAsset, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
};

/** The page runs Swagger UI's script from this origin and nothing inline. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const YEAR = 'public, max-age=31536000, immutable';

let documentOnce: Promise<unknown> | undefined;

export function docsRoutes(all: () => Call[]): Call[] {
  return [
    rawCall(docsCalls.document, {
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'This OpenAPI document',
      handler: async ({ c }) => {
        documentOnce ??= openApiDocument(all());
        return c.json(await documentOnce);
      },
    }),
    rawCall(docsCalls.page, {
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'Reference page of every call',
      handler: ({ c }) => {
        c.header('Content-Security-Policy', DOCS_CSP);
        return c.html(referencePage());
      },
    }),
    rawCall(docsCalls.asset, {
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'The reference page’s script and styles',
      handler: async ({ c, params }) => {
        const body =
          params.file === 'start.js'
            ? START_SCRIPT
            : await readFile(
                join(process.cwd(), 'node_modules/swagger-ui-dist', params.file),
              ).catch(() => {
                throw ApiError.notFound();
              });
        return c.body(body, 200, { 'Content-Type': ASSETS[params.file], 'Cache-Control': YEAR });
      },
    }),
  ];
}
