import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '@/server/app';
import { openApiDocument, operations } from '@/server/openapi/document';

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const key = (method: string, path: string) => `${method.toUpperCase()} ${withoutSlash(path)}`;

describe('the API documentation', () => {
  // A demo shop mounts every optional route (the outbox too), whatever database the run uses.
  vi.stubEnv('DEMO_MODE', '1');
  const app = createApp({ getDb: () => Promise.reject(new Error('no database needed')) });
  const mounted = new Set(
    app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => key(route.method, route.path)),
  );
  const documented = new Set(operations.map((op) => key(op.method, op.path)));

  it('documents every mounted route and mounts every documented one', () => {
    expect([...mounted].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !mounted.has(route))).toEqual([]);
  });

  it('builds an OpenAPI 3.1 document from the contract', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/app/product/{id}');
  });

  it('lists every path in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    const missing = operations
      .map((op) => op.path.replace(/:(\w+)/g, '{$1}'))
      .filter((path) => !readme.includes(`\`${path}\``));
    expect(missing).toEqual([]);
  });
});
