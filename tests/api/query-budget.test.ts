import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPage } from '@/lib/contract/order';
import { pointHistories } from '@/server/db/schema';
import { createCountedTestDb } from '../helpers/counted-test-db';
import { okData } from '../helpers/people-fixture';
import type { QueryTally } from '../helpers/query-tally';
import {
  A,
  insertShopFixture,
  type ShopFixture,
  setCart,
  shopDay,
  submitPath,
  windowOn,
} from '../helpers/shop-fixture';
import { type CallOptions, createTestApp } from '../helpers/test-app';

/**
 * The calls a customer's every page makes, each held to a number of database
 * statements (BEGIN and COMMIT count: each is a round trip to PostgreSQL).
 * The budgets are what the calls take today, so a change that adds a round
 * trip to one of them fails here and has to say why by raising its budget.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let tally: QueryTally;
let f: ShopFixture;

beforeAll(async () => {
  const counted = await createCountedTestDb();
  tally = counted.tally;
  t = await createTestApp({ db: counted });
  f = await insertShopFixture(t.db);

  // Two orders placed (each one also leaves the customer notifications), then a
  // cart of two lines, one with a topping: what a returning customer has.
  const day = shopDay(1);
  const window = await windowOn(t.call, day);
  for (const key of ['budget-order-1', 'budget-order-2']) {
    await setCart(t.call, A, [{ product_id: f.product.nougat, count: 1 }]);
    const res = await t.call('POST', submitPath({ reserve_date: day }), {
      token: A,
      body: { address_id: f.address.aHome, zone_time_id: window.id },
      headers: { 'idempotency-key': key },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await setCart(t.call, A, [{ product_id: f.product.saffron, count: 2 }]);
  const withTopping = await t.call('POST', '/api/v1/app/cart/add', {
    token: A,
    body: { product_id: f.product.gaz, count: 1, toppings: [{ id: f.topping.giftBox, count: 1 }] },
  });
  expect(withTopping.status, JSON.stringify(withTopping.body)).toBe(200);
  // A ledger row besides: the points call reads the newest ones.
  await t.db.insert(pointHistories).values({
    customerId: f.customer.a,
    points: 20,
    balanceAfter: 120,
    reason: 'staff',
  });
});
afterAll(async () => t.close());

/**
 * The statements one request sends, after a first request of the same kind
 * has warmed whatever is done once per process.
 */
async function statementsOf(call: HotCall) {
  const warm = await t.call(call.method, call.path(), call.options());
  expect(warm.status, JSON.stringify(warm.body)).toBe(200);
  await call.undo?.();
  tally.reset();
  const res = await t.call(call.method, call.path(), call.options());
  const statements = [...tally.statements];
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await call.undo?.();
  return statements;
}

type HotCall = {
  name: string;
  method: string;
  path: () => string;
  options: () => CallOptions;
  /** Puts back what the call changed, where measuring it again needs the state before. */
  undo?: () => Promise<void>;
  /** At most this many statements. */
  budget: number;
};

const HOT_CALLS: HotCall[] = [
  {
    name: 'cart',
    method: 'GET',
    path: () => '/api/v1/app/cart',
    options: () => ({ token: A }),
    budget: 2,
  },
  {
    name: 'cart add',
    method: 'POST',
    path: () => '/api/v1/app/cart/add',
    // Adds a unit of a line already in the cart: the common «+» on the cart page.
    options: () => ({ token: A, body: { product_id: f.product.saffron, count: 1 } }),
    budget: 7,
  },
  {
    name: 'cart add (a new line)',
    method: 'POST',
    path: () => '/api/v1/app/cart/add',
    options: () => ({ token: A, body: { product_id: f.product.pashmak, count: 1 } }),
    undo: async () => {
      const res = await t.call('POST', '/api/v1/app/cart/update', {
        token: A,
        body: { product_id: f.product.pashmak, count: 0 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    budget: 7,
  },
  {
    name: 'product as a customer',
    method: 'GET',
    path: () => `/api/v1/app/product/${f.product.gaz}`,
    options: () => ({ token: A }),
    budget: 4,
  },
  {
    name: 'orders list',
    method: 'GET',
    path: () => '/api/v1/app/orders',
    options: () => ({ token: A }),
    budget: 4,
  },
  {
    name: 'unread count',
    method: 'GET',
    path: () => '/api/v1/notification/unread_count',
    options: () => ({ token: A }),
    budget: 2,
  },
  {
    name: 'points',
    method: 'GET',
    path: () => `/api/v1/scoring/${f.customer.a}/get/`,
    options: () => ({ token: A }),
    budget: 2,
  },
  {
    name: 'checkout price (shipping, coupon, credit)',
    method: 'POST',
    path: () => '/api/v1/order/price/',
    options: () => ({
      token: A,
      body: { address_id: f.address.aHome, coupon: 'PERCENT10', use_coupon: true },
    }),
    budget: 6,
  },
];

describe('database statements per hot customer call', () => {
  it('has the state a returning customer has', async () => {
    const orders = okData(await t.call('GET', '/api/v1/app/orders', { token: A }), orderPage);
    expect(orders.count).toBe(2);
  });

  it('counts the orders on a page past the end too, where no row carries the total', async () => {
    const pageOf = async (page: number) =>
      okData(
        await t.call('GET', `/api/v1/app/orders?limit=1&page=${page}`, { token: A }),
        orderPage,
      );
    expect(await pageOf(2)).toMatchObject({ count: 2, page_count: 2, page_number: 2 });
    const past = await pageOf(5);
    expect(past).toMatchObject({ count: 2, page_count: 2, page_number: 5 });
    expect(past.data).toEqual([]);
  });

  for (const call of HOT_CALLS) {
    it(`${call.name}: at most ${call.budget}`, async () => {
      const statements = await statementsOf(call);
      console.info(
        `[query-budget] ${call.name}: ${statements.length}\n  ${statements.join('\n  ')}`,
      );
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(call.budget);
    });
  }
});
