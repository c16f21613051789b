import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeData, productDetail } from '@/lib/contract/catalog';
import { favoriteList, favoriteResult, favoritesDeleteResult } from '@/lib/contract/favorite';
import { favorites, homeSections } from '@/server/db/schema';
import { expectBadRequest, expectFailure, okData } from '../helpers/people-fixture';
import { A, B, GUEST, insertShopFixture, type ShopFixture, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

async function idsOf(t: App, token: string): Promise<number[]> {
  return okData(await t.call('GET', '/api/v1/app/favorites', { token }), favoriteList).product_ids;
}

describe('favourites', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('adds, lists newest first with product cards, and marks is_favorite on the product', async () => {
    const added = await t.call('POST', '/api/v1/app/add/favorite', {
      token: A,
      body: { product_id: f.product.gaz },
    });
    expect(okData(added, favoriteResult)).toEqual({ product_id: f.product.gaz, is_favorite: true });
    await t.call('POST', '/api/v1/app/add/favorite', {
      token: A,
      body: { product_id: f.product.nougat },
    });
    const list = okData(await t.call('GET', '/api/v1/app/favorites', { token: A }), favoriteList);
    expect(list.count).toBe(2);
    expect(list.page_count).toBe(1);
    expect(list.results.map((item) => item.id).sort()).toEqual(
      [f.product.gaz, f.product.nougat].sort(),
    );
    expect(list.product_ids).toHaveLength(2);
    const detail = await t.call('GET', `/api/v1/app/product/${f.product.gaz}`, { token: A });
    expect(okData(detail, productDetail).is_favorite).toBe(true);
  });

  it('keeps one row when the same product is added twice', async () => {
    for (let i = 0; i < 2; i++) {
      await t.call('POST', '/api/v1/app/add/favorite', {
        token: A,
        body: { product_id: f.product.saffron },
      });
    }
    const rows = await t.db
      .select()
      .from(favorites)
      .where(eq(favorites.productId, f.product.saffron));
    expect(rows).toHaveLength(1);
  });

  it('gives customer-specific data only to a customer token: guests, strangers and other ids see false', async () => {
    const guest = await t.call('GET', `/api/v1/app/product/${f.product.gaz}`, { token: GUEST });
    expect(okData(guest, productDetail).is_favorite).toBe(false);
    const anonymous = await t.call('GET', `/api/v1/app/product/${f.product.gaz}`);
    expect(okData(anonymous, productDetail).is_favorite).toBe(false);
    const other = await t.call(
      'GET',
      `/api/v1/app/product/${f.product.gaz}?customer=${f.customer.a}`,
      {
        token: B,
      },
    );
    expect(okData(other, productDetail).is_favorite).toBe(false);
  });

  it('keeps each customer’s list to themselves: B sees none of A’s and cannot remove them', async () => {
    expect(await idsOf(t, B)).toEqual([]);
    const removed = await t.call('POST', '/api/v1/app/delete/favorite', {
      token: B,
      body: { product_id: f.product.gaz },
    });
    expect(okData(removed, favoriteResult).is_favorite).toBe(false);
    const many = await t.call('POST', '/api/v1/app/delete/favorites', {
      token: B,
      body: { product_id: [f.product.gaz, f.product.nougat] },
    });
    expect(okData(many, favoritesDeleteResult).removed).toEqual([]);
    expect(await idsOf(t, A)).toContain(f.product.gaz);
  });

  it('asks guests, strangers and staff to log in as a customer', async () => {
    expectFailure(await t.call('GET', '/api/v1/app/favorites'), 401);
    expectFailure(await t.call('GET', '/api/v1/app/favorites', { token: GUEST }), 403);
    expectFailure(
      await t.call('POST', '/api/v1/app/add/favorite', {
        token: GUEST,
        body: { product_id: f.product.gaz },
      }),
      403,
    );
    expectFailure(await t.call('GET', '/api/v1/app/favorites', { token: STAFF }), 403);
  });

  it('refuses bad input with a Persian 400 and writes nothing', async () => {
    const before = await idsOf(t, A);
    for (const body of [{}, { product_id: 'abc' }, { product_id: -1 }, { product_id: 1.5 }]) {
      expectBadRequest(
        await t.call('POST', '/api/v1/app/add/favorite', { token: A, body }),
        'product_id',
      );
      expectBadRequest(
        await t.call('POST', '/api/v1/app/delete/favorite', { token: A, body }),
        'product_id',
      );
    }
    for (const body of [{}, { product_id: [] }, { product_id: 'x' }]) {
      expectBadRequest(
        await t.call('POST', '/api/v1/app/delete/favorites', { token: A, body }),
        'product_id',
      );
    }
    expectBadRequest(
      await t.call('POST', '/api/v1/app/delete/favorites', {
        token: A,
        body: { product_id: ['x'] },
      }),
      'product_id.0',
    );
    expectBadRequest(await t.call('GET', '/api/v1/app/favorites?page=0', { token: A }), 'page');
    expectBadRequest(
      await t.call('GET', '/api/v1/app/favorites?limit=1000', { token: A }),
      'limit',
    );
    expectFailure(
      await t.call('POST', '/api/v1/app/add/favorite', { token: A, body: 'not json' }),
      400,
    );
    expect(await idsOf(t, A)).toEqual(before);
  });

  it('answers 404 for a missing or unlisted product', async () => {
    expectFailure(
      await t.call('POST', '/api/v1/app/add/favorite', { token: A, body: { product_id: 999_999 } }),
      404,
    );
    expectFailure(
      await t.call('POST', '/api/v1/app/add/favorite', {
        token: A,
        body: { product_id: f.product.retired },
      }),
      404,
    );
  });

  it('keeps the home favourite shelf the shop’s most liked for everyone, and gives a customer their own favourites as a row of its own', async () => {
    await t.db.insert(homeSections).values({ typeName: 'favorite', title: 'محبوب‌ها' });
    const shelvesOf = async (token?: string) => {
      const home = okData(await t.call('GET', '/api/v1/home', { token }), homeData);
      return home.results.flatMap((section) =>
        section.type_name === 'favorite'
          ? [
              {
                title: section.title,
                own: section.own ?? false,
                ids: section.items.map((item) => item.id),
              },
            ]
          : [],
      );
    };
    const [shop, ...others] = await shelvesOf();
    expect(others).toEqual([]);
    expect(shop?.title).toBe('محبوب‌ها');
    expect(shop?.ids.length).toBeGreaterThan(3);
    expect(await shelvesOf(GUEST)).toEqual([shop]);
    const mine = await shelvesOf(A);
    expect(mine).toHaveLength(2);
    // The shop's row is the one every visitor sees, whatever the customer liked.
    expect(mine[0]).toEqual(shop);
    expect(mine[1]?.title).toBe('علاقه‌مندی‌های شما');
    expect(mine[1]?.own).toBe(true);
    expect(mine[1]?.ids.sort()).toEqual(
      [f.product.gaz, f.product.nougat, f.product.saffron].sort(),
    );
    // A customer with no favourites has no row of their own.
    expect(await shelvesOf(B)).toEqual([shop]);
  });

  it('removes one, then a list, answering what went and what is left', async () => {
    const one = await t.call('POST', '/api/v1/app/delete/favorite', {
      token: A,
      body: { product_id: f.product.nougat },
    });
    expect(okData(one, favoriteResult)).toEqual({
      product_id: f.product.nougat,
      is_favorite: false,
    });
    const many = okData(
      await t.call('POST', '/api/v1/app/delete/favorites', {
        token: A,
        body: { product_id: [f.product.gaz, f.product.nougat] },
      }),
      favoritesDeleteResult,
    );
    expect(many.removed).toEqual([f.product.gaz]);
    expect(many.product_ids).toEqual([f.product.saffron]);
    const single = okData(
      await t.call('POST', '/api/v1/app/delete/favorites', {
        token: A,
        body: { product_id: f.product.saffron },
      }),
      favoritesDeleteResult,
    );
    expect(single).toEqual({ removed: [f.product.saffron], product_ids: [] });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('favourites under concurrency (PostgreSQL)', () => {
  let t: App;
  let f: ShopFixture;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
  });
  afterAll(async () => t.close());

  it('makes one row of 10 simultaneous adds of one product', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/v1/app/add/favorite', {
          token: A,
          body: { product_id: f.product.gaz },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(favorites).where(eq(favorites.customerId, f.customer.a));
    expect(rows.map((row) => row.productId)).toEqual([f.product.gaz]);
  });
});
