import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuthData, guestAuthData } from '@/lib/contract/auth';
import { cart as cartSchema } from '@/lib/contract/cart';
import { searchResult } from '@/lib/contract/catalog';
import { holidayList } from '@/lib/contract/holiday';
import { priceResult } from '@/lib/contract/order';
import { okData } from '../helpers/people-fixture';
import { A, insertShopFixture, PRICES, type ShopFixture } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/**
 * What the spec's own client sends, defaults included: empty strings and nulls
 * for fields it has no value for, its cart-item shape, `{code}` alone for the
 * portal. The API reads them as "not given" and stays strict about meaning.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const post = (path: string, body: unknown, token?: string) =>
  t.call('POST', path, { body, ...(token ? { token } : {}) });

describe('search and fast search with the client’s defaults', () => {
  it.each([
    ['an empty sort', { sort: '' }],
    ['an empty category', { category: '' }],
    ['a null category', { category: null }],
    ['category 0, the client’s “every category”', { category: 0 }],
    ['an empty price range', { price: { min: '', max: null } }],
    ['a null name', { name: null }],
    [
      'every filter at its default',
      {
        category: null,
        name: '',
        sort: '',
        price: { min: '', max: '' },
        properties: [],
        is_exist: null,
      },
    ],
  ])('searches with %s', async (_, body) => {
    const res = await post('/api/v1/products/search?page=1&limit=30', body);
    expect(res.status).toBe(200);
    expect(okData(res, searchResult).results.length).toBeGreaterThan(0);
  });

  it('still refuses what is wrong, saying why in Persian', async () => {
    const res = await post('/api/v1/products/search', { sort: 'cheapest-first', category: -3 });
    expect(res.status).toBe(400);
    const { errors } = res.body as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['category', 'sort']);
    expect(errors.sort?.[0]).toContain('newest');
  });

  it('answers an empty name in fast search with no suggestions', async () => {
    for (const name of ['', null, '   ']) {
      const res = await post('/api/v1/products/search/fast', { name });
      expect(res.status, String(name)).toBe(200);
      expect(res.body).toMatchObject({ data: { products: [], categories: [] } });
    }
  });
});

describe('pricing and submitting with the client’s defaults', () => {
  it('prices with coupon "" or null while use_coupon is false, and toppings null', async () => {
    for (const coupon of ['', null]) {
      const res = await post(
        '/api/v1/order/price/',
        {
          products: [{ product_id: f.product.gaz, count: 1, toppings: null }],
          mobile: '',
          coupon,
          use_coupon: false,
          shipping_price: '',
        },
        A,
      );
      expect(res.status, String(coupon)).toBe(200);
      expect(okData(res, priceResult).invoice.items_price).toBe(PRICES.gaz);
    }
  });

  it('adds to the cart in the spec’s cart-item shape as well as by product_id', async () => {
    await post('/api/v1/app/cart/clear', {}, A);
    const spec = await post(
      '/api/v1/app/cart/add',
      { product: { id: f.product.gaz }, count: 2, toppings: null },
      A,
    );
    expect(spec.status).toBe(200);
    const byId = await post('/api/v1/app/cart/add', { product_id: f.product.gaz }, A);
    expect(okData(byId, cartSchema).items).toMatchObject([{ count: 3 }]);
    await post('/api/v1/app/cart/clear', {}, A);
  });

  it('starts a top-up with orderId null', async () => {
    const res = await post(
      '/api/v1/payment/create',
      {
        user: null,
        price: 10_000,
        success_url: '/paid-order?isCharging=true',
        fail_url: '/failed-payment?isCharging=true',
        customer: f.customer.a,
        orderId: null,
        payment_for: 'buy_customer_credit',
      },
      A,
    );
    expect(res.status).toBe(200);
  });

  it('lists holidays with country "" as IR', async () => {
    const blank = await post('/api/v1/holidays/list', { year: 1405, country: '' });
    const iran = await post('/api/v1/holidays/list', { year: 1405, country: 'IR' });
    expect(blank.status).toBe(200);
    expect(okData(blank, holidayList)).toEqual(okData(iran, holidayList));
  });
});

describe('tokens in the spec’s shape', () => {
  it('answers a guest with token.access_token, customer, guest, user and is_new', async () => {
    const res = await post('/api/v1/user/login/guest', undefined);
    const data = okData(res, guestAuthData);
    expect(data).toMatchObject({
      customer: null,
      guest: true,
      user: { role: 'guest', id: null },
      is_new: false,
    });
    expect(data.token.access_token.length).toBeGreaterThan(16);
    const me = await t.call('POST', '/api/v1/user/logout', { token: data.token.access_token });
    expect(me.status).toBe(200);
  });

  it('documents validate’s answer with token.access_token', () => {
    const shape = customerAuthData.shape.token.shape;
    expect(Object.keys(shape)).toEqual(['access_token']);
  });
});

describe('field messages a customer can read', () => {
  it('never shows a pattern or a type name', async () => {
    const refusals = [
      await post('/api/v1/order/submit/?reserve_date=1405/09/04&reserve_time=ten', {}, A),
      await post('/api/v1/order/submit/', { products: 'all', payment_type: 'bitcoin' }, A),
      await post('/api/v1/order/price/', { use_coupon: 'yes', address_id: 'home' }, A),
      await post('/api/v1/holidays/list', { year: 'next', country: 'Iran' }),
    ];
    const messages = refusals.flatMap((res) => {
      expect(res.status).toBe(400);
      return Object.values((res.body as { errors: Record<string, string[]> }).errors).flat();
    });
    expect(messages.length).toBeGreaterThanOrEqual(8);
    for (const message of messages) {
      expect(message).toMatch(/[\u0600-\u06FF]/);
      expect(message).not.toMatch(
        /\/\^|\$\/|\\d|string|number|object|array|NaN|undefined|expected/i,
      );
    }
  });
});
