import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixture(t.db);
});
afterAll(() => t.close());

describe('API answers', () => {
  it('keep public catalogue answers cacheable for anonymous callers', async () => {
    const answer = await t.call('GET', '/api/v1/app/config');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/public/);
  });

  it('are never stored when the request carried a token, failures included', async () => {
    const withToken = await t.call('GET', '/api/v1/app/config', { token: 'whatever' });
    expect(withToken.headers.get('cache-control')).toMatch(/\bno-store\b/);
    const failed = await t.call('GET', '/api/v1/app/addresses', { token: 'dead' });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('cache-control')).toMatch(/\bno-store\b/);
  });

  it('carry a CSP that runs nothing and frames nothing, on errors too', async () => {
    for (const path of ['/api/v1/app/config', '/api/v1/no/such/call', '/api/docs']) {
      const answer = await t.call('GET', path);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });
});
