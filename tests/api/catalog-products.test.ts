import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  poster,
  productComments,
  productDetail,
  productList,
  productSeo,
  scoreFactor,
} from '@/lib/contract/catalog';
import {
  BOOKED_DAY,
  type CatalogFixture,
  expectBadRequest,
  expectNotFound,
  IR_HOLIDAYS,
  insertCatalogFixture,
  LISTED_KEYS,
  okData,
  PRODUCT_SPECS,
  stockLast,
  TOKENS,
} from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixture(t.db);
});
afterAll(async () => t.close());

const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

describe('GET /api/v1/products', () => {
  it('lists the newest listed products first, out of stock last, 20 to a page', async () => {
    const first = okData(await t.call('GET', '/api/v1/products?type=newest'), productList);
    expect(first).toMatchObject({ count: LISTED_KEYS.length, page: 1, limit: 20, page_count: 2 });
    const newestFirst = stockLast([...LISTED_KEYS].reverse()).map((key) => f.product[key]);
    expect(idsOf(first.results)).toEqual(newestFirst.slice(0, 20));
    const second = okData(await t.call('GET', '/api/v1/products?type=newest&page=2'), productList);
    expect(idsOf(second.results)).toEqual(newestFirst.slice(20));
    expect(idsOf(first.results)).not.toContain(f.product.deletedCake);
  });

  it('maps a product card from its row', async () => {
    const list = okData(await t.call('GET', '/api/v1/products?type=popular&limit=1'), productList);
    expect(list.results[0]).toEqual({
      id: f.product.chocolateCake,
      name: 'کیک شکلاتی',
      slug: 'کیک-شکلاتی',
      image: '/images/products/chocolateCake.webp',
      price: 200_000,
      final_price: 150_000,
      discount_percent: 25,
      is_exist: true,
      category_id: f.category.cakes,
      rating: 4.5,
      rating_count: 4,
      extra: {},
    });
  });

  it('lists discounted products by share off, best sellers by sales, reservables only', async () => {
    const discount = okData(await t.call('GET', '/api/v1/products?type=discount'), productList);
    expect(discount.count).toBe(PRODUCT_SPECS.filter((spec) => 'discountPrice' in spec).length);
    expect(discount.results.every((item) => item.final_price < item.price)).toBe(true);
    expect(discount.results[0]?.id).toBe(f.product.borage);
    const shares = discount.results.map((item) => item.discount_percent);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));

    const popular = okData(
      await t.call('GET', '/api/v1/products?type=popular&limit=3'),
      productList,
    );
    expect(idsOf(popular.results)).toEqual([
      f.product.chocolateCake,
      f.product.yazdiCake,
      f.product.baklava,
    ]);

    const reservable = okData(await t.call('GET', '/api/v1/products?type=reservable'), productList);
    expect(idsOf(reservable.results).sort()).toEqual(
      [f.product.tableForTwo, f.product.familyTable, f.product.meetingRoom].sort(),
    );
    expect(reservable.results.every((item) => item.extra.reservable === 'true')).toBe(true);
  });

  it('lists a category with its sub-categories', async () => {
    const drinks = okData(
      await t.call('GET', `/api/v1/products?type=category&category=${f.category.drinks}`),
      productList,
    );
    expect(drinks.count).toBe(21);
    const cakes = okData(
      await t.call('GET', `/api/v1/products?type=category&category=${f.category.cakes}&limit=100`),
      productList,
    );
    expect(cakes.count).toBe(12);
    expect(cakes.results.every((item) => item.category_id === f.category.cakes)).toBe(true);
  });

  it('sorts a category as the search sorts, out of stock last whatever the order', async () => {
    const list = async (sort: string) =>
      okData(
        await t.call(
          'GET',
          `/api/v1/products?type=category&category=${f.category.drinks}&sort=${sort}&limit=100`,
        ),
        productList,
      ).results;
    const cheapest = await list('cheapest');
    expect(cheapest).toHaveLength(21);
    const firstGone = cheapest.findIndex((item) => !item.is_exist);
    expect(firstGone).toBeGreaterThan(0);
    expect(cheapest.slice(firstGone).every((item) => !item.is_exist)).toBe(true);
    const prices = (items: typeof cheapest) => items.map((item) => item.final_price);
    const available = cheapest.slice(0, firstGone);
    expect(prices(available)).toEqual(prices(available).sort((a, b) => a - b));
    const expensive = await list('most_expensive');
    const inStockExpensive = expensive.filter((item) => item.is_exist);
    expect(prices(inStockExpensive)).toEqual(prices(inStockExpensive).sort((a, b) => b - a));
    expect(expensive.at(-1)?.is_exist).toBe(false);
    // Without a sort a category lists its best sellers first, still out of stock last.
    const popular = await list('popular');
    expect(idsOf(await list(''))).toEqual(idsOf(popular));
    expectBadRequest(
      await t.call('GET', `/api/v1/products?type=category&category=${f.category.drinks}&sort=x`),
      'sort',
    );
  });

  it('refuses bad queries with Persian field errors', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/products?type=category'), 'category');
    expectBadRequest(await t.call('GET', '/api/v1/products?type=bogus'), 'type');
    expectBadRequest(await t.call('GET', '/api/v1/products'), 'type');
    expectBadRequest(await t.call('GET', '/api/v1/products?type=newest&limit=101'), 'limit');
    expectBadRequest(await t.call('GET', '/api/v1/products?type=newest&page=0'), 'page');
    expectBadRequest(
      await t.call('GET', '/api/v1/products?type=category&category=abc'),
      'category',
    );
  });

  it('answers 404 for unknown and hidden categories', async () => {
    expectNotFound(await t.call('GET', '/api/v1/products?type=category&category=99999'));
    expectNotFound(
      await t.call('GET', `/api/v1/products?type=category&category=${f.category.archive}`),
    );
    expectNotFound(
      await t.call('GET', `/api/v1/products?type=category&category=${f.category.retiredChild}`),
    );
  });

  it('is publicly cacheable, but never stored when the request has credentials', async () => {
    const anonymous = await t.call('GET', '/api/v1/products?type=newest');
    expect(anonymous.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const signedIn = await t.call('GET', '/api/v1/products?type=newest', {
      token: TOKENS.customerA,
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(anonymous.headers.get('vary')).toBe('Authorization');
    expect(signedIn.headers.get('vary')).toBe('Authorization');
  });
});

describe('GET /api/v1/app/product/{id}', () => {
  const detailPath = (id: number, query = '') => `/api/v1/app/product/${id}${query}`;

  it('answers the product with toppings, properties and related products', async () => {
    const detail = okData(await t.call('GET', detailPath(f.product.chocolateCake)), productDetail);
    expect(detail).toMatchObject({
      id: f.product.chocolateCake,
      name: 'کیک شکلاتی',
      final_price: 150_000,
      stock: 5,
      order_limit: 3,
      score_factor: 50,
      is_favorite: false,
      reservation: null,
      category: { id: f.category.cakes, name: 'کیک', slug: 'cat-cakes' },
      images: ['/images/products/chocolateCake.webp', '/images/products/chocolateCake-2.webp'],
    });
    expect(
      detail.toppings.map((topping) => [topping.name, topping.price, topping.max_count]),
    ).toEqual([
      ['شمع تولد', 5_000, 10],
      ['خامهٔ اضافه', 20_000, 2],
    ]);
    expect(detail.properties).toEqual([
      { id: f.propertyId.color, name: 'رنگ', value_id: f.value.red, value: 'قرمز' },
      { id: f.propertyId.size, name: 'اندازه', value_id: f.value.large, value: 'بزرگ' },
    ]);
    expect(detail.related).toHaveLength(8);
    expect(detail.related.every((item) => item.category_id === f.category.cakes)).toBe(true);
    expect(idsOf(detail.related)).not.toContain(f.product.chocolateCake);
    expect(idsOf(detail.related)).not.toContain(f.product.deletedCake);
    expect(detail.related[0]?.id).toBe(f.product.yazdiCake);
  });

  it('marks a favourite only for the owning customer token', async () => {
    const favorite = async (token?: string, query = '') =>
      okData(
        await t.call('GET', detailPath(f.product.chocolateCake, query), { token }),
        productDetail,
      ).is_favorite;
    expect(await favorite()).toBe(false);
    expect(await favorite(TOKENS.customerA)).toBe(true);
    expect(await favorite(TOKENS.customerA, `?customer=${f.customer.a}`)).toBe(true);
    // The guest's own customer row has favourited it: guests still never see marks.
    expect(await favorite(TOKENS.guest)).toBe(false);
    expect(await favorite(TOKENS.guest, `?customer=${f.customer.guest}`)).toBe(false);
    expect(await favorite(TOKENS.customerB)).toBe(false);
    // Naming another customer's id never reveals their favourites.
    expect(await favorite(TOKENS.customerB, `?customer=${f.customer.a}`)).toBe(false);
    expect(await favorite(TOKENS.customerA, `?customer=${f.customer.b}`)).toBe(false);
    expect(await favorite(undefined, `?customer=${f.customer.a}`)).toBe(false);
    expect(await favorite(TOKENS.expiredA)).toBe(false);
  });

  it('is private when asked with a token', async () => {
    const res = await t.call('GET', detailPath(f.product.chocolateCake), {
      token: TOKENS.customerA,
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows the reserve day’s windows with what is left of them', async () => {
    const booked = okData(
      await t.call('GET', detailPath(f.product.tableForTwo, `?reserve_date=${BOOKED_DAY}`)),
      productDetail,
    );
    // 18:00 is full; the cancelled order's 3 seats at 20:00 are free again, 1 is held.
    expect(booked.reservation).toEqual({
      reserve_date: BOOKED_DAY,
      windows: [
        { start_time: '18:00', end_time: '20:00', remaining: 0, held: 0 },
        { start_time: '20:00', end_time: '22:00', remaining: 3, held: 0 },
      ],
    });
    expect(booked.is_exist).toBe(true);
    const at = async (time: string) =>
      okData(
        await t.call(
          'GET',
          detailPath(f.product.tableForTwo, `?reserve_date=${BOOKED_DAY}&reserve_time=${time}`),
        ),
        productDetail,
      ).is_exist;
    expect(await at('18:00')).toBe(false);
    expect(await at('18:00/20:00')).toBe(false);
    expect(await at('20:00')).toBe(true);
    expect(await at('20:00/22:00')).toBe(true);

    const holiday = okData(
      await t.call('GET', detailPath(f.product.tableForTwo, `?reserve_date=${IR_HOLIDAYS[0]}`)),
      productDetail,
    );
    expect(holiday.reservation?.windows).toEqual([]);
    expect(holiday.is_exist).toBe(false);

    const past = okData(
      await t.call('GET', detailPath(f.product.tableForTwo, '?reserve_date=2020-01-01')),
      productDetail,
    );
    expect(past.reservation?.windows).toEqual([]);

    const plain = okData(
      await t.call('GET', detailPath(f.product.espresso, `?reserve_date=${BOOKED_DAY}`)),
      productDetail,
    );
    expect(plain.reservation).toBeNull();
    expect(plain.is_exist).toBe(true);
  });

  it('refuses bad ids and bad reserve values, and 404s missing or unlisted products', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/app/product/abc'), 'id');
    expectBadRequest(await t.call('GET', '/api/v1/app/product/-3'), 'id');
    expectBadRequest(await t.call('GET', '/api/v1/app/product/1.5'), 'id');
    expectBadRequest(
      await t.call('GET', detailPath(f.product.tableForTwo, '?reserve_date=2031-02-30')),
      'reserve_date',
    );
    expectBadRequest(
      await t.call('GET', detailPath(f.product.tableForTwo, '?reserve_date=tomorrow')),
      'reserve_date',
    );
    expectBadRequest(
      await t.call(
        'GET',
        detailPath(f.product.tableForTwo, `?reserve_date=${BOOKED_DAY}&reserve_time=25:00`),
      ),
      'reserve_time',
    );
    expectBadRequest(
      await t.call('GET', detailPath(f.product.espresso, '?customer=me')),
      'customer',
    );
    expectNotFound(await t.call('GET', '/api/v1/app/product/99999'));
    expectNotFound(await t.call('GET', detailPath(f.product.deletedCake)));
  });
});

describe('GET /api/v1/app/seo/product/{id}', () => {
  it('answers the head of the product page', async () => {
    const seo = okData(
      await t.call('GET', `/api/v1/app/seo/product/${f.product.chocolateCake}`),
      productSeo,
    );
    expect(seo).toMatchObject({
      id: f.product.chocolateCake,
      title: 'کیک شکلاتی',
      canonical: `/product/${f.product.chocolateCake}/کیک-شکلاتی`,
      image: '/images/products/chocolateCake.webp',
      keywords: ['کیک شکلاتی', 'کیک', 'قرمز', 'بزرگ'],
    });
    expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(seo.description.endsWith('…')).toBe(true);
    expect(seo.description.startsWith('کیک شکلاتی خانگی')).toBe(true);

    const plain = okData(
      await t.call('GET', `/api/v1/app/seo/product/${f.product.espresso}`),
      productSeo,
    );
    expect(plain.description).toContain('اسپرسو');
    expect(plain.description).toContain('قهوه');
    expect(plain.description.length).toBeLessThanOrEqual(160);
  });

  it('refuses bad ids and 404s missing ones', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/app/seo/product/x1'), 'id');
    expectNotFound(await t.call('GET', '/api/v1/app/seo/product/99999'));
    expectNotFound(await t.call('GET', `/api/v1/app/seo/product/${f.product.deletedCake}`));
  });
});

describe('GET /api/v1/poster/{id}', () => {
  it('answers the pack’s listed products in pack order with their limits', async () => {
    const pack = okData(await t.call('GET', `/api/v1/poster/${f.poster.breakfast}`), poster);
    expect(pack).toMatchObject({
      id: f.poster.breakfast,
      title: 'بستهٔ صبحانه',
      description: 'یک صبحانهٔ کامل',
      image: '/images/posters/1.webp',
    });
    expect(pack.products.map((item) => [item.id, item.limit])).toEqual([
      [f.product.chocolateCake, 3],
      [f.product.espresso, 2],
      [f.product.blackTea, null],
    ]);
  });

  it('refuses bad ids and 404s missing or retired packs', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/poster/pack'), 'id');
    expectNotFound(await t.call('GET', '/api/v1/poster/99999'));
    expectNotFound(await t.call('GET', `/api/v1/poster/${f.poster.retired}`));
  });
});

describe('GET /api/v1/product/{id}/comments', () => {
  it('answers published comments newest first with their authors', async () => {
    const list = okData(
      await t.call('GET', `/api/v1/product/${f.product.chocolateCake}/comments`),
      productComments,
    );
    expect(list.count).toBe(3);
    expect(list.average).toBe(4);
    expect(list.results.map((item) => [item.author, item.star, item.comment])).toEqual([
      ['رضا', 3, 'معمولی'],
      ['کاربر مهمان', 4, 'خوشمزه'],
      ['سارا', 5, 'عالی بود'],
    ]);
    expect(list.results[0]?.created_at).toBe('2026-02-03T10:00:00.000Z');

    const second = okData(
      await t.call('GET', `/api/v1/product/${f.product.chocolateCake}/comments?page=2&limit=1`),
      productComments,
    );
    expect(second.results.map((item) => item.author)).toEqual(['کاربر مهمان']);
    expect(second.count).toBe(3);

    const none = okData(
      await t.call('GET', `/api/v1/product/${f.product.espresso}/comments`),
      productComments,
    );
    expect(none).toEqual({ results: [], count: 0, average: 0 });
  });

  it('refuses bad input and 404s missing products', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/product/abc/comments'), 'id');
    expectBadRequest(
      await t.call('GET', `/api/v1/product/${f.product.chocolateCake}/comments?limit=0`),
      'limit',
    );
    expectNotFound(await t.call('GET', '/api/v1/product/99999/comments'));
  });
});

describe('GET /api/v1/product/{id}/score_factor/', () => {
  it('answers the factor and the points one unit earns, with or without the slash', async () => {
    for (const path of [
      `/api/v1/product/${f.product.chocolateCake}/score_factor/`,
      `/api/v1/product/${f.product.chocolateCake}/score_factor`,
    ]) {
      expect(okData(await t.call('GET', path), scoreFactor)).toEqual({
        product_id: f.product.chocolateCake,
        score_factor: 50,
        // 150 000 Toman × 50 / 1000
        points: 7_500,
      });
    }
  });

  it('refuses bad ids and 404s missing ones', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/product/0/score_factor/'), 'id');
    expectNotFound(await t.call('GET', '/api/v1/product/99999/score_factor/'));
  });
});
