import { count, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cartItems,
  couponUsages,
  creditTransactions,
  customers,
  orders,
  smsOutbox,
} from '@/server/db/schema';
import { expectFailure, okData, POINTS } from '../helpers/people-fixture';
import {
  A,
  insertShopFixture,
  type ShopFixture,
  STAFF,
  setCart,
  shopDay,
  submitPath,
  submitResult,
  windowOn,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/**
 * PostgreSQL refuses U+0000 in text ("invalid byte sequence"), so a NUL that
 * reached a query answered 500. Every string of every call is refused with a
 * Persian 400 before any handler runs, and nothing is written.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const NUL = '\u0000';

/** Everything a refused call could have written. */
async function footprint() {
  const [address] = await t.db.select({ n: count() }).from(addresses);
  const [order] = await t.db.select({ n: count() }).from(orders);
  const [usage] = await t.db.select({ n: count() }).from(couponUsages);
  const [ledger] = await t.db.select({ n: count() }).from(creditTransactions);
  const [cart] = await t.db.select({ n: count() }).from(cartItems);
  const [sms] = await t.db.select({ n: count() }).from(smsOutbox);
  const [credit] = await t.db.select({ total: sum(customers.credit) }).from(customers);
  return [address?.n, order?.n, usage?.n, ledger?.n, cart?.n, sms?.n, credit?.total];
}

function expectRefused(res: Awaited<ReturnType<typeof t.call>>) {
  expect(expectFailure(res, 400).msg).toBe(
    'در متنی که فرستادید نویسه‌ای نامعتبر هست؛ آن را پاک کنید و دوباره بفرستید',
  );
}

describe('a NUL character anywhere in a call', () => {
  it('is refused in every text field of the buying calls, and nothing is written', async () => {
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 1 }]);
    const day = shopDay(1);
    const window = await windowOn(t.call, day);
    const placed = okData(
      await t.call('POST', submitPath({ reserve_date: day }), {
        token: A,
        body: { address_id: f.address.aHome, zone_time_id: window.id },
      }),
      submitResult,
    ).order;
    await setCart(t.call, A, [{ product_id: f.product.nougat, count: 1 }]);
    const before = await footprint();

    const address = {
      title: `خانه${NUL}`,
      address: 'خیابان شیخ بهایی',
      number: '12',
      lat: POINTS.centre.lat,
      lng: POINTS.centre.lng,
      postal_code: '8146713459',
    };
    const calls: [
      string,
      string,
      { token?: string; body?: unknown; headers?: Record<string, string> },
    ][] = [
      ['POST', '/api/v1/products/search', { body: { name: `گز${NUL}` } }],
      ['POST', '/api/v1/products/search/fast', { body: { name: `${NUL}گز` } }],
      ['POST', '/api/v1/app/addresses/add', { token: A, body: address }],
      [
        'POST',
        `/api/v1/app/addresses/${f.address.aHome}/edit`,
        { token: A, body: { address: `کوچه${NUL}` } },
      ],
      ['POST', '/api/v1/app/coupons/check', { token: A, body: { code: `PERCENT10${NUL}` } }],
      ['POST', '/api/v1/app/coupons/apply/', { token: A, body: { code: `FIXED50${NUL}` } }],
      ['POST', '/api/v1/app/coupons/gift', { token: A, body: { code: `GIFT-ALL${NUL}` } }],
      [
        'POST',
        submitPath({ reserve_date: day }),
        {
          token: A,
          body: {
            address_id: f.address.aHome,
            zone_time_id: window.id,
            description: `زنگ دوم${NUL}`,
          },
        },
      ],
      [
        'POST',
        `/api/v1/order/${placed.order_id}/edit`,
        { token: A, body: { description: `عوض شد${NUL}` } },
      ],
      [
        'POST',
        '/api/v1/staff/orders/create',
        {
          token: STAFF,
          body: {
            customer_id: f.customer.a,
            products: [{ product_id: f.product.gaz, count: 1 }],
            delivery_type: 'pickup',
            reserve_date: day,
            reserve_time: '10:30',
            description: `تلفنی${NUL}`,
          },
        },
      ],
    ];
    for (const [method, path, options] of calls) {
      expectRefused(await t.call(method, path, options));
    }
    expect(await footprint()).toEqual(before);
  });

  it('is refused at any depth of a JSON body, as a \\u0000 escape, in a key and in a raw body', async () => {
    const deep = JSON.stringify({
      products: [{ product_id: f.product.gaz, count: 1, toppings: [{ id: 1, note: `x${NUL}` }] }],
    });
    expect(deep).toContain('\\u0000');
    const before = await footprint();
    expectRefused(await t.call('POST', '/api/v1/order/price/', { token: A, body: deep }));
    expectRefused(
      await t.call('POST', '/api/v1/products/search', { body: `{"na${'\\u0000'}me":"گز"}` }),
    );
    expectRefused(
      await t.call('POST', '/api/v1/products/search', {
        body: `{"name":"گز${NUL}"}`,
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expect(await footprint()).toEqual(before);
  });

  it('is told apart from text that only looks like it', async () => {
    const escapedBackslash = await t.call('POST', '/api/v1/products/search/fast', {
      body: '{"name":"\\\\u0000 گز"}',
    });
    expect(escapedBackslash.status).toBe(200);
    const percent = await t.call('POST', '/api/v1/products/search/fast', {
      body: { name: 'گز %00' },
    });
    expect(percent.status).toBe(200);
  });

  it('is refused in query strings and path segments', async () => {
    expectRefused(await t.call('GET', '/api/v1/products?type=newest&search=%00'));
    expectRefused(await t.call('GET', `/api/v1/app/product/${f.product.gaz}%00`));
    expectRefused(await t.call('GET', '/api/v1/locations?parent=1%00'));
    expectRefused(
      await t.call('POST', `/api/v1/order/submit/?reserve_date=${shopDay(1)}%00`, {
        token: A,
        body: {},
      }),
    );
  });

  it('is refused in form fields, urlencoded or multipart', async () => {
    expectRefused(
      await t.call('POST', '/api/v1/products/search', {
        body: 'name=%00',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    const form = new FormData();
    form.set('name', `گز${NUL}`);
    const multipart = new Response(form);
    expectRefused(
      await t.call('POST', '/api/v1/products/search', {
        body: await multipart.text(),
        headers: { 'content-type': multipart.headers.get('content-type') ?? '' },
      }),
    );
  });
});
