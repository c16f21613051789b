import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetail } from '@/lib/contract/catalog';
import { createApp } from '@/server/app';
import { forgetPageStore } from '@/server/cache/page-cache-bridge.mjs';
import { okData } from '../helpers/people-fixture';
import { A, insertShopFixture, type ShopFixture, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/*
 * Anonymous catalogue answers kept as ready bytes in the page store: the same
 * bytes as the handler writes, compressed once, a 304 for a client that holds
 * them, made afresh after a change to what they show, never served to a
 * customer's token.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  forgetPageStore();
  t = await createTestApp({ shareAnswers: true });
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

/** The same call on an app that keeps nothing, in process. */
async function uncached(path: string, init: RequestInit = {}): Promise<string> {
  const app = createApp({ getDb: async () => t.db });
  return (await app.request(path, init)).text();
}

const detailPath = () => `/api/v1/app/product/${f.product.gaz}`;

describe('shared anonymous answers', () => {
  it('answers the bytes the handler writes, the first time and from the store', async () => {
    const first = await t.call('GET', detailPath());
    const second = await t.call('GET', detailPath());
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(typeof first.body).toBe('object');
    const expected = await uncached(detailPath());
    expect(JSON.stringify(first.body)).toBe(expected);
    expect(JSON.stringify(second.body)).toBe(expected);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );

    const search = { body: { name: 'گز' } };
    const found = await t.call('POST', '/api/v1/products/search?page=1&limit=30', search);
    const again = await t.call('POST', '/api/v1/products/search?page=1&limit=30', search);
    const plain = await uncached('/api/v1/products/search?page=1&limit=30', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(search.body),
    });
    expect(JSON.stringify(found.body)).toBe(plain);
    expect(JSON.stringify(again.body)).toBe(plain);
  });

  it('sends gzip made once to a client that takes it, and 304 to one that holds the answer', async () => {
    const zipped = await fetch(`${t.origin}/api/v1/products?type=newest`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const text = await zipped.text();
    expect(text).toBe(await uncached('/api/v1/products?type=newest'));

    const etag = zipped.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const held = await t.call('GET', '/api/v1/products?type=newest', {
      headers: { 'if-none-match': etag },
    });
    expect(held.status).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.get('etag')).toBe(etag);
    const other = await t.call('GET', '/api/v1/products?type=newest', {
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('shows a new price on the next read after a staff change', async () => {
    const before = okData(await t.call('GET', detailPath()), productDetail);
    const changed = await t.call('POST', `/api/v1/staff/products/${f.product.gaz}/price`, {
      token: STAFF,
      body: { price: before.price + 7_000 },
    });
    expect(changed.status).toBe(200);
    const after = okData(await t.call('GET', detailPath()), productDetail);
    expect(after.price).toBe(before.price + 7_000);
    expect(JSON.stringify(await (await t.call('GET', detailPath())).body)).toBe(
      await uncached(detailPath()),
    );
  });

  it('never answers a customer from what anonymous visitors share', async () => {
    await t.call('GET', detailPath());
    const added = await t.call('POST', '/api/v1/app/add/favorite', {
      token: A,
      body: { product_id: f.product.gaz },
    });
    expect(added.status).toBe(200);
    const mine = okData(await t.call('GET', detailPath(), { token: A }), productDetail);
    expect(mine.is_favorite).toBe(true);
    const anonymous = await t.call('GET', detailPath());
    expect(okData(anonymous, productDetail).is_favorite).toBe(false);
    expect((await t.call('GET', detailPath(), { token: A })).headers.get('etag')).toBeNull();
  });
});
