import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productCards } from '@/lib/contract/recently-viewed';
import { productSearchColumns } from '@/lib/text/normalize-search';
import { forgetPageStore } from '@/server/cache/page-cache-bridge.mjs';
import { products, recentlyViewed } from '@/server/db/schema';
import { expectBadRequest, expectFailure, okData } from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

const PATH = '/api/v1/app/recently-viewed';

describe('recently viewed products', () => {
  let t: App;
  let f: ShopFixture;
  /** Twenty-four listed products beyond the fixture's, for the trim and the race. */
  let more: number[];

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertShopFixture(t.db);
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          name: `شیرینی ${i}`,
          slug: `more-${i}`,
          categoryId: f.categoryId,
          price: 10_000 + i,
          ...productSearchColumns(`شیرینی ${i}`, []),
        })),
      )
      .returning({ id: products.id });
    more = rows.map(({ id }) => id);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.db.delete(recentlyViewed);
  });

  const view = (token: string, ids: unknown[]) =>
    t.call('POST', PATH, { token, body: { product_ids: ids } });
  const listOf = async (token: string) =>
    okData(await t.call('GET', PATH, { token }), productCards).results.map(({ id }) => id);
  const rowsOf = async (customerId: number) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.customerId, customerId));
    return row?.n ?? 0;
  };

  it('lists views newest first, as product cards, and answers the list on every record', async () => {
    await view(A, [f.product.gaz]);
    await view(A, [f.product.nougat]);
    const answer = okData(await view(A, [f.product.saffron, f.product.sohan]), productCards);
    const expected = [f.product.saffron, f.product.sohan, f.product.nougat, f.product.gaz];
    expect(answer.results.map(({ id }) => id)).toEqual(expected);
    expect(answer.results[0]).toMatchObject({ name: 'زعفران', price: 90_000, is_exist: true });
    expect(await listOf(A)).toEqual(expected);
  });

  it('moves a product seen again to the front', async () => {
    await view(A, [f.product.gaz]);
    await view(A, [f.product.nougat]);
    await view(A, [f.product.saffron]);
    await view(A, [f.product.gaz]);
    expect(await listOf(A)).toEqual([f.product.gaz, f.product.saffron, f.product.nougat]);
  });

  it('folds repeats and skips missing and unlisted products without refusing the rest', async () => {
    const answer = await view(A, [
      f.product.gaz,
      999_999,
      f.product.retired,
      f.product.gaz,
      f.product.nougat,
    ]);
    expect(okData(answer, productCards).results.map(({ id }) => id)).toEqual([
      f.product.gaz,
      f.product.nougat,
    ]);
    expect(await rowsOf(f.customer.a)).toBe(2);
    const none = await view(A, [999_998, f.product.retired]);
    expect(okData(none, productCards).results.map(({ id }) => id)).toEqual([
      f.product.gaz,
      f.product.nougat,
    ]);
  });

  it('keeps the twelve newest, dropping the oldest in the same call', async () => {
    await view(A, more.slice(0, 12));
    expect(await listOf(A)).toEqual(more.slice(0, 12));
    await view(A, [more[12], more[13], more[14]]);
    expect(await rowsOf(f.customer.a)).toBe(12);
    expect(await listOf(A)).toEqual([more[12], more[13], more[14], ...more.slice(0, 9)]);
  });

  it('leaves out a product taken off sale after it was seen', async () => {
    await view(A, [more[20], more[21]]);
    const [gone] = more.slice(21);
    if (gone === undefined) throw new Error('fixture: product missing');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone));
    try {
      expect(await listOf(A)).toEqual([more[20]]);
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, gone));
    }
  });

  it('refuses bad lists with a Persian 400 and changes nothing', async () => {
    await view(A, [f.product.gaz, f.product.nougat]);
    expectBadRequest(await view(A, []), 'product_ids');
    expectBadRequest(await view(A, more.slice(0, 13)), 'product_ids');
    expectBadRequest(await view(A, [f.product.saffron, 1.5]), 'product_ids.1');
    expectBadRequest(await view(A, ['7']), 'product_ids.0');
    expectBadRequest(await view(A, [-3]), 'product_ids.0');
    expectBadRequest(await view(A, [true]), 'product_ids.0');
    expectBadRequest(await t.call('POST', PATH, { token: A, body: {} }), 'product_ids');
    expectFailure(await t.call('POST', PATH, { token: A, body: 'not json' }), 400);
    expect(await listOf(A)).toEqual([f.product.gaz, f.product.nougat]);
  });

  it('keeps each customer’s list to themselves', async () => {
    await view(A, [f.product.gaz]);
    await view(B, [f.product.nougat]);
    expect(await listOf(A)).toEqual([f.product.gaz]);
    expect(await listOf(B)).toEqual([f.product.nougat]);
    okData(await t.call('DELETE', PATH, { token: B }), productCards);
    expect(await listOf(B)).toEqual([]);
    expect(await listOf(A)).toEqual([f.product.gaz]);
  });

  it('clears the caller’s list', async () => {
    await view(A, [f.product.gaz, f.product.nougat]);
    const cleared = await t.call('DELETE', PATH, { token: A });
    expect(okData(cleared, productCards).results).toEqual([]);
    expect(await listOf(A)).toEqual([]);
    expect(await rowsOf(f.customer.a)).toBe(0);
  });

  it('asks guests, strangers and staff to log in as a customer', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { product_ids: [f.product.gaz] }],
      ['DELETE', undefined],
    ] as const) {
      expectFailure(await t.call(method, PATH, { body }), 401);
      expectFailure(await t.call(method, PATH, { token: GUEST, body }), 403);
      expectFailure(await t.call(method, PATH, { token: STAFF, body }), 403);
    }
    expect(await rowsOf(f.customer.guest)).toBe(0);
  });

  it('never keeps more than twelve, nor fails, under 20 simultaneous records', async () => {
    const answers = await Promise.all(
      more.slice(0, 20).map((id, i) => view(A, [id, more[(i + 7) % 24], f.product.gaz])),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(20).fill(200));
    expect(await rowsOf(f.customer.a)).toBe(12);
    expect(await listOf(A)).toHaveLength(12);
  });
});

describe('product cards by ids', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    forgetPageStore();
    t = await createTestApp({ shareAnswers: true });
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  const cardsOf = async (query: string, token?: string) =>
    t.call('GET', `/api/v1/products/by-ids?${query}`, { token });

  it('answers the listed products in the order asked, each once, for anyone', async () => {
    const ids = [f.product.saffron, 999_999, f.product.gaz, f.product.retired, f.product.saffron];
    const answer = await cardsOf(`ids=${ids.join(',')}`);
    expect(okData(answer, productCards).results.map(({ id }) => id)).toEqual([
      f.product.saffron,
      f.product.gaz,
    ]);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const withToken = await cardsOf(`ids=${f.product.gaz}`, GUEST);
    expect(okData(withToken, productCards).results).toHaveLength(1);
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is shared by anonymous visitors, and shows a new price on the next read after a change', async () => {
    const query = `ids=${f.product.nougat},${f.product.gaz}`;
    const first = await cardsOf(query);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const held = await t.call('GET', `/api/v1/products/by-ids?${query}`, {
      headers: { 'if-none-match': etag },
    });
    expect(held.status).toBe(304);
    const changed = await t.call('POST', `/api/v1/staff/products/${f.product.gaz}/price`, {
      token: STAFF,
      body: { price: PRICES.gaz + 5_000 },
    });
    expect(changed.status).toBe(200);
    const after = okData(await cardsOf(query), productCards).results;
    expect(after.map(({ price }) => price)).toEqual([PRICES.nougat, PRICES.gaz + 5_000]);
  });

  it('refuses a missing, empty, overlong or malformed list with a Persian 400', async () => {
    expectBadRequest(await cardsOf(''), 'ids');
    expectBadRequest(await cardsOf('ids='), 'ids');
    expectBadRequest(await cardsOf(`ids=${Array.from({ length: 13 }, (_, i) => i + 1)}`), 'ids');
    expectBadRequest(await cardsOf('ids=1,x'), 'ids.1');
    expectBadRequest(await cardsOf('ids=0'), 'ids.0');
  });
});
