import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApp } from '@/server/app';
import { routePath } from '@/server/http/mount-calls';
import { apiTable } from '@/server/openapi/api-table';
import { documentedPath, openApiDocument } from '@/server/openapi/document';
import { apiCalls } from '@/server/routes';
import { createTestApp } from '../helpers/test-app';

const content = z.record(z.string(), z.object({ schema: z.unknown() }));
const operation = z.object({
  summary: z.string(),
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
  requestBody: z.object({ content }).optional(),
  responses: z.record(z.string(), z.object({ content: content.optional() })),
  'x-access': z.string(),
});
const documentedPaths = z.record(z.string(), z.record(z.string(), operation));

const methodAndPath = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the API reference, generated from the call declarations', () => {
  // A demo shop mounts every optional route (the outbox too), whatever database the run uses.
  vi.stubEnv('DEMO_MODE', '1');
  const app = createApp({ getDb: () => Promise.reject(new Error('no database needed')) });
  let paths: z.infer<typeof documentedPaths>;
  beforeAll(async () => {
    paths = documentedPaths.parse((await openApiDocument(apiCalls)).paths);
  });

  it('documents every mounted route and mounts every documented one', () => {
    const mounted = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => methodAndPath(route.method, route.path)),
    );
    const documented = new Set(
      Object.entries(paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) =>
          methodAndPath(method, routePath(path).replace(/\{(\w+)\}/g, ':$1')),
        ),
      ),
    );
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('gives each call its summary, who may call it, its inputs and its answer schema', () => {
    for (const call of apiCalls) {
      const operation = paths[documentedPath(call.path)]?.[call.method];
      const name = methodAndPath(call.method, call.path);
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      expect(operation.summary, name).toBe(call.summary);
      expect(operation['x-access'], name).toBe(call.access);
      if (call.body) {
        expect(operation.requestBody?.content['application/json']?.schema, name).toBeTruthy();
      }
      const named = new Set((operation.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      for (const param of call.path.matchAll(/:(\w+)/g)) {
        expect(named.has(`path:${param[1]}`), `${name} path ${param[1]}`).toBe(true);
      }
      if (call.query && 'shape' in call.query && typeof call.query.shape === 'object') {
        for (const field of Object.keys(call.query.shape ?? {})) {
          expect(named.has(`query:${field}`), `${name} query ${field}`).toBe(true);
        }
      }
      if (call.response) {
        expect(
          operation.responses['200']?.content?.['application/json']?.schema,
          name,
        ).toBeTruthy();
      } else {
        expect(
          call.raw,
          `${name} answers JSON with a schema, or says what it answers`,
        ).toBeDefined();
      }
      if (call.access === 'customer' || call.access === 'staff') {
        expect(Object.keys(operation.responses), name).toEqual(
          expect.arrayContaining(['401', '403']),
        );
      }
    }
  });

  it('says who must send a token: none, maybe (an empty requirement first), or a bearer', async () => {
    const document = await openApiDocument(apiCalls);
    const security = z.record(
      z.string(),
      z.record(z.string(), z.object({ security: z.unknown().optional() })),
    );
    const operations = security.parse(document.paths);
    for (const call of apiCalls) {
      const operation = operations[documentedPath(call.path)]?.[call.method];
      const name = methodAndPath(call.method, call.path);
      const expected =
        call.access === 'none'
          ? undefined
          : call.access === 'optional'
            ? [{}, { bearer: [] }]
            : [{ bearer: [] }];
      expect(operation?.security, name).toEqual(expected);
    }
  });

  it('documents the upload’s multipart body with its binary file', () => {
    const upload = paths['/api/v1/upload']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  it('keeps the README’s API table exactly as the declarations print it', () => {
    const printed = apiTable(apiCalls);
    const readme = readFileSync('README.md', 'utf8');
    const table = /<!-- api-table:start -->\n([\s\S]*?)<!-- api-table:end -->/.exec(readme)?.[1];
    const rows = (text: string) =>
      text
        .trim()
        .split('\n')
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim())
            .join('|'),
        )
        .filter((line) => !/^\|[-|]+\|$/.test(line));
    expect(table, 'README.md holds the generated table between its markers').toBeDefined();
    expect(rows(table ?? '')).toEqual(rows(printed));
  });
});

describe('serving the reference and answering paths', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the OpenAPI 3.1 document and Swagger UI from its own files', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ openapi: '3.1.0' });
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'start.js']) {
      const asset = await t.call('GET', `/api/docs/assets/${file}`);
      expect(asset.status, file).toBe(200);
    }
    expect((await t.call('GET', '/api/docs/assets/package.json')).status).toBe(400);
  });

  it('answers a known path asked with another method with a Persian 405 and Allow', async () => {
    const res = await t.call('DELETE', '/api/v1/app/cart/add');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchObject({ success: false, code: 405, msg: expect.any(String) });
    expect(String((res.body as { msg: string }).msg)).toMatch(/[\u0600-\u06FF]/);
    expect((await t.call('PUT', '/api/v1/app/order/12/status/')).status).toBe(405);
    expect((await t.call('GET', '/api/v1/no/such/call')).status).toBe(404);
  });

  it('answers the spec’s slash-ended paths with and without the slash, never redirecting', async () => {
    for (const path of ['/api/v1/category/', '/api/v1/category']) {
      expect((await t.call('GET', path)).status, path).toBe(200);
    }
  });
});
