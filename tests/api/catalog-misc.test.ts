import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appConfig,
  bannerList,
  type CalendarDay,
  calendarDays,
  categoryList,
  categoryProductsList,
  categoryTree,
  homeData,
  locationList,
} from '@/lib/contract/catalog';
import {
  BOOKED_DAY,
  type CatalogFixture,
  expectBadRequest,
  expectNotFound,
  FULL_SATURDAY,
  IR_HOLIDAYS,
  insertCatalogFixture,
  OTHER_COUNTRY_HOLIDAY,
  okData,
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

describe('GET /api/v1/app/config', () => {
  it('answers the configuration, publicly cacheable', async () => {
    const res = await t.call('GET', '/api/v1/app/config');
    expect(okData(res, appConfig).config.price_range).toEqual({ min: 0, max: 2_000_000 });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});

describe('GET /api/v1/home', () => {
  it('answers the sections in position order, leaving out empty ones', async () => {
    const home = okData(await t.call('GET', '/api/v1/home'), homeData);
    expect(home.page).toBe(1);
    expect(home.results.map((section) => [section.type_name, section.title])).toEqual([
      ['discount_banner', 'پیشنهاد ویژه'],
      ['favorite', 'محبوب‌ترین‌ها'],
      ['discount', 'تخفیف‌ها'],
      ['category', 'کیک‌ها'],
      ['category_steps', 'مراحل سفارش'],
    ]);
    const [banners, favorite, discount, cakes, steps] = home.results;

    expect(banners?.type_name === 'discount_banner' && idsOf(banners.items)).toEqual([
      f.banner.cakeOfTheDay,
      f.banner.autumn,
    ]);
    expect(favorite?.type_name === 'favorite' && idsOf(favorite.items.slice(0, 3))).toEqual([
      f.product.chocolateCake,
      f.product.yazdiCake,
      f.product.baklava,
    ]);
    expect(
      discount?.type_name === 'discount' &&
        discount.items.every((item) => item.final_price < item.price),
    ).toBe(true);
    if (cakes?.type_name !== 'category') throw new Error('expected the cakes shelf');
    expect(cakes.category).toMatchObject({ id: f.category.cakes, product_count: 12 });
    expect(cakes.items).toHaveLength(12);
    expect(cakes.items.every((item) => item.category_id === f.category.cakes)).toBe(true);
    if (steps?.type_name !== 'category_steps') throw new Error('expected the steps');
    expect(steps.items.map((item) => [item.id, item.step])).toEqual([
      [f.category.sweets, 1],
      [f.category.drinks, 2],
      [f.category.booking, 3],
    ]);
  });

  it('caps every shelf at limit and pages it; banners and steps come on page 1 only', async () => {
    const first = okData(await t.call('GET', '/api/v1/home?limit=2'), homeData);
    for (const section of first.results) {
      if (section.type_name !== 'discount_banner' && section.type_name !== 'category_steps') {
        expect(section.items.length).toBeLessThanOrEqual(2);
      }
    }
    const second = okData(await t.call('GET', '/api/v1/home?limit=2&page=2'), homeData);
    expect(second.page).toBe(2);
    expect(second.results.map((section) => section.type_name)).toEqual([
      'favorite',
      'discount',
      'category',
    ]);
    const firstFavorites = first.results.find((section) => section.type_name === 'favorite');
    const secondFavorites = second.results.find((section) => section.type_name === 'favorite');
    expect(idsOf(secondFavorites?.items ?? [])).not.toEqual(idsOf(firstFavorites?.items ?? []));
    const defaultLimit = okData(await t.call('GET', '/api/v1/home'), homeData);
    const favorites = defaultLimit.results.find((section) => section.type_name === 'favorite');
    expect(favorites?.items).toHaveLength(30);
  });

  it('keeps every shelf inside the asked category’s family', async () => {
    const home = okData(
      await t.call('GET', `/api/v1/home?category=${f.category.drinks}`),
      homeData,
    );
    expect(home.results.map((section) => section.type_name)).toEqual([
      'discount_banner',
      'favorite',
      'discount',
      'category_steps',
    ]);
    const drinks = [f.category.drinks, f.category.coffee, f.category.tea];
    for (const section of home.results) {
      if (section.type_name === 'favorite' || section.type_name === 'discount') {
        expect(section.items.every((item) => drinks.includes(item.category_id))).toBe(true);
      }
      if (section.type_name === 'category_steps') {
        expect(idsOf(section.items)).toEqual([f.category.drinks]);
      }
    }
  });

  it('leaves out reservable products without room at the reserve moment', async () => {
    const home = okData(
      await t.call('GET', `/api/v1/home?reserve_date=${BOOKED_DAY}&limit=100`),
      homeData,
    );
    const favorites = home.results.find((section) => section.type_name === 'favorite');
    if (favorites?.type_name !== 'favorite') throw new Error('expected the favourites shelf');
    expect(favorites.items.map((item) => item.id)).not.toContain(f.product.familyTable);
  });

  it('takes empty query values as not given', async () => {
    const home = okData(
      await t.call('GET', '/api/v1/home?category=&reserve_date=&reserve_time=&page=&limit=30'),
      homeData,
    );
    expect(home.results).toHaveLength(5);
  });

  it('refuses bad queries and 404s unknown categories', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/home?limit=101'), 'limit');
    expectBadRequest(await t.call('GET', '/api/v1/home?page=0'), 'page');
    expectBadRequest(await t.call('GET', '/api/v1/home?category=cakes'), 'category');
    expectBadRequest(await t.call('GET', '/api/v1/home?reserve_date=2031-13-01'), 'reserve_date');
    expectNotFound(await t.call('GET', '/api/v1/home?category=99999'));
  });
});

describe('category calls', () => {
  const counts = (items: { id: number; product_count: number }[]) =>
    items.map((item) => [item.id, item.product_count]);

  it('GET /category/ answers the top-level categories with family product counts', async () => {
    for (const path of ['/api/v1/category/', '/api/v1/category']) {
      const list = okData(await t.call('GET', path), categoryList);
      expect(counts(list)).toEqual([
        [f.category.drinks, 21],
        [f.category.sweets, 14],
        [f.category.booking, 3],
        [f.category.dishes, 0],
      ]);
    }
  });

  it('GET /categories answers every visible category, parents first', async () => {
    const list = okData(await t.call('GET', '/api/v1/categories'), categoryList);
    expect(counts(list)).toEqual([
      [f.category.drinks, 21],
      [f.category.coffee, 13],
      [f.category.tea, 8],
      [f.category.sweets, 14],
      [f.category.cakes, 12],
      [f.category.booking, 3],
      [f.category.dishes, 0],
    ]);
    expect(list[0]).toEqual({
      id: f.category.drinks,
      name: 'نوشیدنی',
      slug: 'cat-drinks',
      description: 'دستهٔ نوشیدنی',
      image: '/images/categories/drinks.webp',
      parent_id: null,
      base_category: true,
      step: 2,
      product_count: 21,
    });
  });

  it('GET /app/categories answers the tree', async () => {
    const tree = okData(await t.call('GET', '/api/v1/app/categories'), categoryTree);
    expect(tree.map((node) => [node.id, idsOf(node.children)])).toEqual([
      [f.category.drinks, [f.category.coffee, f.category.tea]],
      [f.category.sweets, [f.category.cakes]],
      [f.category.booking, []],
      [f.category.dishes, []],
    ]);
    expect(tree[0]?.children[0]?.parent_id).toBe(f.category.drinks);
  });

  it('GET /category_products/ answers each top-level category with 8 best sellers', async () => {
    for (const path of ['/api/v1/category_products/', '/api/v1/category_products']) {
      const list = okData(await t.call('GET', path), categoryProductsList);
      expect(list.map((entry) => [entry.id, entry.products.length])).toEqual([
        [f.category.drinks, 8],
        [f.category.sweets, 8],
        [f.category.booking, 3],
        [f.category.dishes, 0],
      ]);
      expect(list[1]?.products[0]?.id).toBe(f.product.chocolateCake);
    }
  });
});

describe('reservation calendars', () => {
  const dayOf = (days: CalendarDay[], date: string) => {
    const day = days.find((candidate) => candidate.date === date);
    if (!day) throw new Error(`no ${date} in the calendar`);
    return day;
  };

  it('answers every day of a Jalali month for a product, with holidays and room', async () => {
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${f.product.tableForTwo}/reservation/calender?year=1410&month=1`,
      ),
      calendarDays,
    );
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe('2031-03-21');
    expect(days.at(-1)?.date).toBe('2031-04-20');
    for (const holiday of IR_HOLIDAYS) {
      expect(dayOf(days, holiday)).toEqual({
        date: holiday,
        state: 'holiday',
        is_holiday: true,
        available: false,
        windows: [],
      });
    }
    expect(dayOf(days, OTHER_COUNTRY_HOLIDAY)).toMatchObject({
      is_holiday: false,
      available: true,
    });
    expect(dayOf(days, BOOKED_DAY)).toEqual({
      date: BOOKED_DAY,
      state: 'open',
      is_holiday: false,
      available: true,
      windows: [
        { start_time: '18:00', end_time: '20:00', remaining: 0, held: 0 },
        { start_time: '20:00', end_time: '22:00', remaining: 3, held: 0 },
      ],
    });
  });

  it('closes full days and days without windows', async () => {
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${f.product.familyTable}/reservation/calender?year=1410&month=1`,
      ),
      calendarDays,
    );
    expect(dayOf(days, FULL_SATURDAY)).toMatchObject({
      state: 'full',
      available: false,
      windows: [{ start_time: '12:00', end_time: '14:00', remaining: 0, held: 0 }],
    });
    expect(dayOf(days, '2031-04-05')).toMatchObject({ available: true });
    expect(dayOf(days, BOOKED_DAY)).toMatchObject({
      state: 'closed',
      available: false,
      windows: [],
    });
    expect(days.filter((day) => day.available).map((day) => day.date)).toEqual([
      '2031-04-05',
      '2031-04-12',
      '2031-04-19',
    ]);
  });

  it('answers two months with double, across the year end too', async () => {
    const path = (query: string) =>
      `/api/v1/products/${f.product.tableForTwo}/reservation/calender?${query}`;
    const two = okData(await t.call('GET', path('year=1410&month=1&double=true')), calendarDays);
    expect(two).toHaveLength(62);
    expect(two.at(-1)?.date).toBe('2031-05-21');
    const wrap = okData(await t.call('GET', path('year=1409&month=12&double=1')), calendarDays);
    expect(wrap[0]?.date).toBe('2031-02-20');
    expect(wrap).toHaveLength(29 + 31);
    expect(wrap.at(-1)?.date).toBe('2031-04-20');
    const single = okData(
      await t.call('GET', path('year=1410&month=1&double=false')),
      calendarDays,
    );
    expect(single).toHaveLength(31);
  });

  it('never offers past days', async () => {
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${f.product.tableForTwo}/reservation/calender?year=1400&month=1`,
      ),
      calendarDays,
    );
    expect(days[0]?.date).toBe('2021-03-21');
    expect(days.some((day) => day.available)).toBe(false);
    expect(new Set(days.map((day) => day.state))).toEqual(new Set(['past']));
  });

  it('answers a non-reservable product’s days all unavailable', async () => {
    const days = okData(
      await t.call(
        'GET',
        `/api/v1/products/${f.product.espresso}/reservation/calender?year=1410&month=1`,
      ),
      calendarDays,
    );
    expect(days.some((day) => day.available || day.windows.length > 0)).toBe(false);
  });

  it('merges every reservable product in the shop calendar', async () => {
    const days = okData(
      await t.call('GET', '/api/v1/reservation/calender?year=1410&month=1'),
      calendarDays,
    );
    expect(days).toHaveLength(31);
    expect(dayOf(days, FULL_SATURDAY).windows).toEqual([
      { start_time: '12:00', end_time: '14:00', remaining: 0, held: 0 },
      { start_time: '18:00', end_time: '20:00', remaining: 2, held: 0 },
      { start_time: '20:00', end_time: '22:00', remaining: 4, held: 0 },
    ]);
    expect(dayOf(days, FULL_SATURDAY).available).toBe(true);
    expect(dayOf(days, IR_HOLIDAYS[0] ?? '').available).toBe(false);
  });

  it('refuses bad months and 404s missing products', async () => {
    const product = `/api/v1/products/${f.product.tableForTwo}/reservation/calender`;
    expectBadRequest(await t.call('GET', `${product}?year=1410&month=13`), 'month');
    expectBadRequest(await t.call('GET', `${product}?year=1410&month=0`), 'month');
    expectBadRequest(await t.call('GET', `${product}?year=abc&month=1`), 'year');
    expectBadRequest(await t.call('GET', `${product}?year=1410`), 'month');
    expectBadRequest(await t.call('GET', `${product}?year=1410&month=1&double=yes`), 'double');
    expectBadRequest(await t.call('GET', '/api/v1/reservation/calender?month=1'), 'year');
    expectBadRequest(
      await t.call('GET', '/api/v1/products/abc/reservation/calender?year=1410&month=1'),
      'id',
    );
    expectNotFound(
      await t.call('GET', '/api/v1/products/99999/reservation/calender?year=1410&month=1'),
    );
  });
});

describe('locations and banners', () => {
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('GET /locations answers provinces, or a location’s children, in Persian order', async () => {
    const provinces = okData(await t.call('GET', '/api/v1/locations'), locationList);
    expect(names(provinces)).toEqual(['اصفهان', 'البرز', 'تهران']);
    expect(provinces.every((item) => item.kind === 'province' && item.parent_id === null)).toBe(
      true,
    );
    const cities = okData(
      await t.call('GET', `/api/v1/locations?parent=${f.location.isfahan}`),
      locationList,
    );
    expect(names(cities)).toEqual(['پیربکران', 'تیران', 'کاشان']);
    expect(cities.every((item) => item.parent_id === f.location.isfahan)).toBe(true);
    expect(
      okData(await t.call('GET', `/api/v1/locations?parent=${f.location.tehran}`), locationList),
    ).toEqual([]);
  });

  it('GET /locations takes an empty parent for no parent', async () => {
    const provinces = okData(await t.call('GET', '/api/v1/locations?parent='), locationList);
    expect(names(provinces)).toEqual(['اصفهان', 'البرز', 'تهران']);
  });

  it('GET /locations refuses bad parents and 404s unknown ones', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/locations?parent=isfahan'), 'parent');
    expectNotFound(await t.call('GET', '/api/v1/locations?parent=99999'));
  });

  it('GET /provinces answers the provinces', async () => {
    const provinces = okData(await t.call('GET', '/api/v1/provinces'), locationList);
    expect(names(provinces)).toEqual(['اصفهان', 'البرز', 'تهران']);
  });

  it('GET /banners answers active banners in position order', async () => {
    const res = await t.call('GET', '/api/v1/banners', { token: TOKENS.customerA });
    expect(okData(res, bannerList)).toEqual([
      {
        id: f.banner.cakeOfTheDay,
        title: 'کیک روز',
        image: '/images/banners/cake.webp',
        link: '/product/1',
      },
      {
        id: f.banner.autumn,
        title: 'تخفیف پاییزه',
        image: '/images/banners/autumn.webp',
        link: '/search',
      },
    ]);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves error answers without a cache policy', async () => {
    const res = await t.call('GET', '/api/v1/locations?parent=99999');
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
