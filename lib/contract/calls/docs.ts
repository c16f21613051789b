import { z } from 'zod';
import { defineCall } from './define-call';

const assetFile = z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']);
export type DocsAsset = z.infer<typeof assetFile>;
const assetParams = z.object({ file: assetFile });

/** The docs calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const docsCalls = {
  document: defineCall({
    method: 'get',
    path: '/openapi.json',
    raw: { 200: 'The OpenAPI 3.1 document of every mounted call' },
  }),
  page: defineCall({
    method: 'get',
    path: '/docs',
    raw: { 200: 'Swagger UI over /api/openapi.json' },
  }),
  asset: defineCall({
    method: 'get',
    path: '/docs/assets/:file',
    params: assetParams,
    raw: { 200: 'A Swagger UI file', 400: 'Not one of its files' },
  }),
};
