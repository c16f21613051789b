import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { openApiDocument, operations } from '@/server/openapi/document';
import { referencePage } from '@/server/openapi/reference-page';

export const docsRoutes = new Hono<AppEnv>();

docsRoutes.get('/openapi.json', (c) => c.json(openApiDocument()));
docsRoutes.get('/docs', (c) => c.html(referencePage(operations)));
