import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fastSearchResult,
  productList,
  type SearchBody,
  searchPropertyList,
  searchResult,
} from '@/lib/contract/catalog';
import { searchProducts } from '@/server/services/catalog/search';
import {
  BOOKED_DAY,
  type CatalogFixture,
  expectBadRequest,
  expectNotFound,
  insertCatalogFixture,
  LISTED_KEYS,
  okData,
  specOf,
  stockLast,
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
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
/** True when every product out of stock comes after every product in stock. */
const outOfStockLast = (items: { is_exist: boolean }[]) =>
  items.findIndex((item) => !item.is_exist) === -1 ||
  items.slice(items.findIndex((item) => !item.is_exist)).every((item) => !item.is_exist);

async function search(body: unknown, query = '') {
  return okData(await t.call('POST', `/api/v1/products/search${query}`, { body }), searchResult);
}

describe('POST /api/v1/products/search', () => {
  it('answers every listed product, newest first and out of stock last, 30 to a page, for an empty filter', async () => {
    const all = await search({});
    expect(all).toMatchObject({
      count: LISTED_KEYS.length,
      count_capped: false,
      page: 1,
      limit: 30,
      page_count: 2,
    });
    expect(idsOf(all.results)).toEqual(
      stockLast([...LISTED_KEYS].reverse())
        .slice(0, 30)
        .map((key) => f.product[key]),
    );
    // An empty body (no JSON at all) is the same empty filter.
    const noBody = okData(await t.call('POST', '/api/v1/products/search'), searchResult);
    expect(noBody.count).toBe(LISTED_KEYS.length);
  });

  it('finds the same products whatever the letters, digits and word order', async () => {
    const chocolate = [f.product.chocolateCake];
    expect(idsOf((await search({ name: 'کیک شکلاتی' })).results)).toEqual(chocolate);
    expect(idsOf((await search({ name: 'كيك شكلاتي' })).results)).toEqual(chocolate);
    expect(idsOf((await search({ name: 'شکلاتی   کیک' })).results)).toEqual(chocolate);
    expect(idsOf((await search({ name: 'شکلا' })).results)).toEqual(chocolate);

    const coffee200 = [f.product.coffee200];
    for (const name of ['قهوه ۲۰۰', 'قهوه ٢٠٠', 'قهوه 200', '۲۰۰ گرمی', 'قهوه ۲۰۰ گرمي']) {
      expect(idsOf((await search({ name })).results), name).toEqual(coffee200);
    }
    // ZWNJ and its absence are one spelling.
    expect(idsOf((await search({ name: 'به‌لیمو' })).results)).toEqual([f.product.lemonVerbena]);
    expect(idsOf((await search({ name: 'بهلیمو' })).results)).toEqual([f.product.lemonVerbena]);
  });

  it('matches the category name stored in the search text, and nothing for unknown words', async () => {
    const tea = await search({ name: 'دمنوش', sort: 'cheapest' });
    expect(tea.count).toBe(8);
    expect(await search({ name: 'پیتزا' })).toMatchObject({ results: [], count: 0, page_count: 0 });
  });

  it('matches words under three letters whole, through the word index', async () => {
    expect(idsOf((await search({ name: 'قهوه ترک' })).results)).toEqual([f.product.turkishCoffee]);
    expect((await search({ name: 'قهوه تر' })).count).toBe(0);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await search({ name: '100%' })).count).toBe(0);
    expect((await search({ name: '%' })).count).toBe(LISTED_KEYS.length);
    expect((await search({ name: 'a_b' })).count).toBe(0);
  });

  it('filters by category family, price range and stock', async () => {
    const drinks = await search({ category: f.category.drinks });
    expect(drinks.count).toBe(21);
    const cakes = await search({ category: f.category.cakes, name: 'کیک' });
    expect(cakes.count).toBe(12);
    expect(cakes.results.every((item) => item.category_id === f.category.cakes)).toBe(true);

    const ranged = await search({ price: { min: 100_000, max: 150_000 } });
    const expected = LISTED_KEYS.filter((key) => {
      const spec = specOf(key);
      const price = spec.discountPrice ?? spec.price;
      return price >= 100_000 && price <= 150_000;
    });
    expect(sorted(idsOf(ranged.results))).toEqual(sorted(expected.map((key) => f.product[key])));
    expect(
      ranged.results.every((item) => item.final_price >= 100_000 && item.final_price <= 150_000),
    ).toBe(true);
    expect((await search({ price: { min: 900_000 } })).count).toBe(2);
    expect((await search({ price: { max: 50_000 } })).count).toBe(3);

    const inStock = await search({ is_exist: true });
    expect(inStock.count).toBe(LISTED_KEYS.length - 4);
    expect(inStock.results.every((item) => item.is_exist)).toBe(true);
    expect((await search({ is_exist: false })).count).toBe(LISTED_KEYS.length);
  });

  it('filters by property values: any value of a property, every property', async () => {
    const ids = async (properties: number[]) =>
      sorted(idsOf((await search({ properties })).results));
    const { red, blue, small, large } = f.value;
    expect(await ids([red])).toEqual(sorted([f.product.chocolateCake, f.product.strawberryCake]));
    expect(await ids([red, blue])).toEqual(
      sorted([
        f.product.chocolateCake,
        f.product.strawberryCake,
        f.product.bananaCake,
        f.product.cheesecake,
      ]),
    );
    expect(await ids([red, large])).toEqual([f.product.chocolateCake]);
    expect(await ids([large])).toEqual(
      sorted([f.product.chocolateCake, f.product.bananaCake, f.product.latte]),
    );
    expect(await ids([blue, small])).toEqual([f.product.cheesecake]);
    expect(await ids([red, 99_999])).toEqual([]);
  });

  it('sorts every way the contract names, out of stock last whatever the order', async () => {
    const by = async (sort: SearchBody['sort']) => (await search({ sort }, '?limit=100')).results;
    const priceOrder = (items: { final_price: number; is_exist: boolean }[], sign: 1 | -1) => {
      const prices = (part: typeof items) => part.map((item) => item.final_price);
      const sortedPart = (part: typeof items) => prices(part).sort((a, b) => sign * (a - b));
      const available = items.filter((item) => item.is_exist);
      const gone = items.filter((item) => !item.is_exist);
      return { all: prices(items), expected: [...sortedPart(available), ...sortedPart(gone)] };
    };
    const cheapest = await by('cheapest');
    const ascending = priceOrder(cheapest, 1);
    expect(ascending.all).toEqual(ascending.expected);
    expect(outOfStockLast(cheapest)).toBe(true);
    expect(cheapest.filter((item) => !item.is_exist)).toHaveLength(4);
    const expensive = await by('most_expensive');
    const descending = priceOrder(expensive, -1);
    expect(descending.all).toEqual(descending.expected);
    expect(idsOf((await by('popular')).slice(0, 3))).toEqual([
      f.product.chocolateCake,
      f.product.yazdiCake,
      f.product.baklava,
    ]);
    // 5.0 by 5 people, 5.0 by 2, then 4.5 by 4 before 4.5 by 2.
    expect(idsOf((await by('top_rated')).slice(0, 4))).toEqual([
      f.product.cheesecake,
      f.product.blackTea,
      f.product.chocolateCake,
      f.product.espresso,
    ]);
    const discount = await by('discount');
    expect(idsOf(discount.slice(0, 3))).toEqual([
      f.product.borage,
      f.product.chocolateCake,
      f.product.mocha,
    ]);
    for (const sort of ['popular', 'top_rated', 'discount'] as const) {
      expect(outOfStockLast(await by(sort)), sort).toBe(true);
    }
    expect(idsOf(await by('newest'))).toEqual(
      stockLast([...LISTED_KEYS].reverse()).map((key) => f.product[key]),
    );
  });

  it('pages without overlap', async () => {
    const whole = await search({ sort: 'cheapest' });
    const second = await search({ sort: 'cheapest' }, '?page=2&limit=5');
    expect(second).toMatchObject({
      page: 2,
      limit: 5,
      page_count: Math.ceil(LISTED_KEYS.length / 5),
    });
    expect(idsOf(second.results)).toEqual(idsOf(whole.results.slice(5, 10)));
    const beyond = await search({}, '?page=50&limit=5');
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(LISTED_KEYS.length);
  });

  it('caps the count and says so', async () => {
    const capped = await searchProducts(t.db, {}, { page: 1, limit: 5 }, 10);
    expect(capped).toMatchObject({ count: 10, count_capped: true, page_count: 2 });
    expect(capped.results).toHaveLength(5);
    const exact = await searchProducts(t.db, { name: 'کیک شکلاتی' }, { page: 1, limit: 5 }, 10);
    expect(exact).toMatchObject({ count: 1, count_capped: false });
  });

  it('lists only reservable products with room at the chosen moment', async () => {
    const at = async (query: string) => {
      const res = await search({ category: f.category.booking }, query);
      return Object.fromEntries(res.results.map((item) => [item.id, item.is_exist]));
    };
    expect(await at('')).toEqual({
      [f.product.tableForTwo]: true,
      [f.product.familyTable]: true,
      [f.product.meetingRoom]: true,
    });
    // A Tuesday: the family table opens on Saturdays only, the meeting room never.
    expect(await at(`?reserve_date=${BOOKED_DAY}`)).toEqual({
      [f.product.tableForTwo]: true,
    });
    expect(
      (await at(`?reserve_date=${BOOKED_DAY}&reserve_time=18:00`))[f.product.tableForTwo],
    ).toBeUndefined();
    expect(
      (await at(`?reserve_date=${BOOKED_DAY}&reserve_time=20:00/22:00`))[f.product.tableForTwo],
    ).toBe(true);
  });

  it('refuses bad bodies and queries with Persian errors', async () => {
    const post = (body: unknown, query = '') =>
      t.call('POST', `/api/v1/products/search${query}`, { body });
    expectBadRequest(await post({ price: { min: 500, max: 100 } }), 'price.min');
    expectBadRequest(await post({ price: { min: -1 } }), 'price.min');
    expectBadRequest(await post({ price: { min: 'five' } }), 'price.min');
    expectBadRequest(await post({ sort: 'random' }), 'sort');
    expectBadRequest(await post({ is_exist: 'yes' }), 'is_exist');
    expectBadRequest(await post({ category: 'coffee' }), 'category');
    expectBadRequest(await post({ properties: 'red' }), 'properties');
    expectBadRequest(await post({ properties: [1, 'x'] }), 'properties.1');
    expectBadRequest(await post({ name: 5 }), 'name');
    expectBadRequest(await post({ name: 'ک'.repeat(101) }), 'name');
    expectBadRequest(await post([1, 2]));
    expectBadRequest(await post(null));
    expectBadRequest(await post({}, '?limit=101'), 'limit');
    expectBadRequest(await post({}, '?page=abc'), 'page');
    expectBadRequest(await post({}, '?reserve_date=1403-01-01x'), 'reserve_date');
    const badJson = expectBadRequest(await post('{"name": '));
    expect(badJson.msg).toBe('بدنهٔ درخواست JSON معتبر نیست');
    expectNotFound(await post({ category: 99_999 }));
    expectNotFound(await post({ category: f.category.archive }));
  });
});

describe('POST /api/v1/products/search/fast', () => {
  it('answers up to 8 products and 5 categories, best sellers first', async () => {
    const result = okData(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 'کیک' } }),
      fastSearchResult,
    );
    expect(result.products).toHaveLength(8);
    expect(result.products[0]?.id).toBe(f.product.chocolateCake);
    expect(result.categories).toEqual([{ id: f.category.cakes, name: 'کیک', slug: 'cat-cakes' }]);

    const arabic = okData(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 'كيك' } }),
      fastSearchResult,
    );
    expect(arabic).toEqual(result);

    const tea = okData(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 'چاي' } }),
      fastSearchResult,
    );
    expect(tea.categories.map((category) => category.id)).toEqual([f.category.tea]);
  });

  it('applies the reserve moment', async () => {
    const result = okData(
      await t.call('POST', `/api/v1/products/search/fast?reserve_date=${BOOKED_DAY}`, {
        body: { name: 'میز خانوادگی' },
      }),
      fastSearchResult,
    );
    // The family table has no window that day: it is not suggested for it.
    expect(result.products).toEqual([]);
  });

  it('suggests nothing for an empty or missing name, and refuses what is malformed', async () => {
    for (const body of [{ name: '  ' }, {}, { name: null }]) {
      const none = okData(
        await t.call('POST', '/api/v1/products/search/fast', { body }),
        fastSearchResult,
      );
      expect(none).toEqual({ products: [], categories: [] });
    }
    expectBadRequest(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 5 } }),
      'name',
    );
    expectBadRequest(await t.call('POST', '/api/v1/products/search/fast', { body: 'not json' }));
    expectBadRequest(
      await t.call('POST', '/api/v1/products/search/fast?reserve_time=7pm', {
        body: { name: 'کیک' },
      }),
      'reserve_time',
    );
  });
});

describe('GET /api/v1/products/search/properties', () => {
  it('answers every property with its values, in order', async () => {
    const list = okData(
      await t.call('GET', '/api/v1/products/search/properties'),
      searchPropertyList,
    );
    expect(list).toEqual([
      {
        id: f.propertyId.color,
        name: 'رنگ',
        values: [
          { id: f.value.red, value: 'قرمز' },
          { id: f.value.blue, value: 'آبی' },
        ],
      },
      {
        id: f.propertyId.size,
        name: 'اندازه',
        values: [
          { id: f.value.small, value: 'کوچک' },
          { id: f.value.large, value: 'بزرگ' },
        ],
      },
    ]);
  });
});

describe('POST /api/v1/products/properties/search', () => {
  it('answers a paged list of products carrying the values', async () => {
    const list = okData(
      await t.call('POST', '/api/v1/products/properties/search', {
        body: { properties: [f.value.large] },
      }),
      productList,
    );
    expect(list).toMatchObject({ count: 3, page: 1, limit: 20, page_count: 1 });
    expect(sorted(idsOf(list.results))).toEqual(
      sorted([f.product.chocolateCake, f.product.bananaCake, f.product.latte]),
    );
    const paged = okData(
      await t.call('POST', '/api/v1/products/properties/search?page=2&limit=2', {
        body: { properties: [f.value.large] },
      }),
      productList,
    );
    expect(paged.results).toHaveLength(1);
    const unknown = okData(
      await t.call('POST', '/api/v1/products/properties/search', {
        body: { properties: [99_999] },
      }),
      productList,
    );
    expect(unknown.count).toBe(0);
  });

  it('refuses a missing, empty or mistyped list', async () => {
    const post = (body: unknown) => t.call('POST', '/api/v1/products/properties/search', { body });
    expectBadRequest(await post({}), 'properties');
    expectBadRequest(await post({ properties: [] }), 'properties');
    expectBadRequest(await post({ properties: ['red'] }), 'properties.0');
    expectBadRequest(await post('{'));
  });
});
