/**
 * The API's own reference: the OpenAPI document and Swagger UI over it, both
 * generated from the call declarations. Served from local files.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ApiError } from '@/server/http/api-error';
import { type Call, rawCall } from '@/server/http/call';
import { openApiDocument } from '@/server/openapi/document';
import { referencePage, START_SCRIPT } from '@/server/openapi/reference-page';

const assetFile = z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']);
const assetParams = z.object({ file: assetFile });

const ASSETS: Record<z.infer<typeof assetFile>, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'start.js': 'text/javascript; charset=utf-8',
};

/** The page runs Swagger UI's script from this origin and nothing inline. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const YEAR = 'public, max-age=31536000, immutable';

let documentOnce: Promise<unknown> | undefined;

export function docsCalls(all: () => Call[]): Call[] {
  return [
    rawCall({
      method: 'get',
      path: '/openapi.json',
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'This OpenAPI document',
      raw: { 200: 'The OpenAPI 3.1 document of every mounted call' },
      handler: async ({ c }) => {
        documentOnce ??= openApiDocument(all());
        return c.json(await documentOnce);
      },
    }),
    rawCall({
      method: 'get',
      path: '/docs',
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'Reference page of every call',
      raw: { 200: 'Swagger UI over /api/openapi.json' },
      handler: ({ c }) => {
        c.header('Content-Security-Policy', DOCS_CSP);
        return c.html(referencePage());
      },
    }),
    rawCall({
      method: 'get',
      path: '/docs/assets/:file',
      access: 'none',
      tag: 'docs',
      chosen: true,
      summary: 'The reference page’s script and styles',
      params: assetParams,
      raw: { 200: 'A Swagger UI file', 400: 'Not one of its files' },
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
