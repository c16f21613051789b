import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPage, order as orderSchema, submitResult } from '@/lib/contract/order';
import {
  creditTransactions,
  customers,
  orderStatusHistory,
  orders,
  users,
} from '@/server/db/schema';
import { issueToken } from '@/server/services/auth/tokens';
import { expectBadRequest, expectFailure, expectNotFound, okData } from '../helpers/people-fixture';
import {
  A,
  B,
  cartOf,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
  setCart,
  shopDay,
  stockOf,
  windowOn,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const create = (body: unknown, token: string = STAFF) =>
  t.call('POST', '/api/v1/staff/orders/create', { token, body });
const move = (id: number, status: string, token: string = STAFF) =>
  t.call('POST', `/api/v1/staff/orders/${id}/status`, { token, body: { status } });
const pickup = { delivery_type: 'pickup', reserve_date: shopDay(1), reserve_time: '10:30' };

describe('POST /api/v1/staff/orders/create', () => {
  it('places an order for a customer named by mobile: submit_by panel, created_by the staff user, the cart untouched', async () => {
    await setCart(t.call, B, [{ product_id: f.product.gaz, count: 1 }]);
    const day = shopDay(1);
    const window = await windowOn(t.call, day);
    const res = await create({
      mobile: '۰۹۱۲ ۱۱۱ ۰۰۰۲',
      products: [{ product_id: f.product.nougat, count: 2 }],
      address_id: f.address.bHome,
      zone_time_id: window.id,
      reserve_date: day,
      payment_type: 'card',
      description: 'سفارش تلفنی',
    });
    const order = okData(res, submitResult).order;
    expect(order).toMatchObject({
      submit_by: 'panel',
      created_by: { id: expect.any(Number), name: 'کارمند' },
      customer: { id: f.customer.b },
      payment_type: 'card',
      actions: ['cancel', 'pay'],
      description: 'سفارش تلفنی',
    });
    expect(await stockOf(t.db, f.product.nougat)).toBe(8);
    expect((await cartOf(t.call, B)).count).toBe(1);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.order_id));
    expect(history.map((step) => step.byRole)).toEqual(['staff']);
    const seen = okData(
      await t.call('GET', `/api/v1/app/order/${order.order_id}`, { token: B }),
      orderSchema,
    );
    expect(seen.submit_by).toBe('panel');
  });

  it('answers 404 for an unknown customer or another customer’s address, 400 without a customer', async () => {
    const before = await t.db.select({ id: orders.id }).from(orders);
    const lines = [{ product_id: f.product.gaz, count: 1 }];
    expect(
      expectFailure(await create({ mobile: '09129999999', products: lines, ...pickup }), 404).msg,
    ).toBe('مشتری‌ای با این شناسه یا شمارهٔ موبایل پیدا نشد');
    expectNotFound(
      await create({
        customer_id: f.customer.b,
        products: lines,
        address_id: f.address.aHome,
        zone_time_id: 1,
        reserve_date: shopDay(1),
      }),
    );
    expectBadRequest(await create({ products: lines, ...pickup }));
    expectBadRequest(await create({ mobile: '123', products: lines, ...pickup }), 'mobile');
    expectBadRequest(
      await create({ customer_id: f.customer.b, products: [], ...pickup }),
      'products',
    );
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });

  it('answers 401 without a token and 403 to customers', async () => {
    expectFailure(await t.call('POST', '/api/v1/staff/orders/create', { body: {} }), 401);
    expectFailure(await create({}, A), 403);
    expectFailure(await t.call('GET', '/api/v1/staff/orders', { token: A }), 403);
    expectFailure(await move(1, 'in_progress', A), 403);
  });
});

describe('POST /api/v1/staff/orders/{id}/status', () => {
  it('walks an order along the staff moves, refusing the others with a message', async () => {
    const placed = okData(
      await create({
        customer_id: f.customer.a,
        products: [{ product_id: f.product.gaz, count: 1 }],
        ...pickup,
      }),
      submitResult,
    ).order;
    const path = ['in_progress', 'ready', 'send', 'rt_wait', 'send', 'completed'];
    for (const status of path) {
      const res = await move(placed.order_id, status);
      expect(okData(res, orderSchema).status).toBe(status);
    }
    expect(expectBadRequest(await move(placed.order_id, 'created')).msg).toBe(
      'سفارش در وضعیت «تحویل شده» است و نمی‌تواند به «ثبت شده» برود',
    );
    expectBadRequest(await move(placed.order_id, 'nowhere'), 'status');
    expectNotFound(await move(987_654, 'in_progress'));
  });

  it('cancels through cancel → canceled, giving stock back once and refunding a paid order', async () => {
    const placed = okData(
      await create({
        customer_id: f.customer.a,
        products: [{ product_id: f.product.saffron, count: 4 }],
        payment_type: 'card',
        ...pickup,
      }),
      submitResult,
    ).order;
    await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, placed.order_id));
    const stock = (await stockOf(t.db, f.product.saffron)) ?? 0;
    const [before] = await t.db
      .select({ credit: customers.credit })
      .from(customers)
      .where(eq(customers.id, f.customer.a));
    okData(await move(placed.order_id, 'in_progress'), orderSchema);
    expect(okData(await move(placed.order_id, 'cancel'), orderSchema)).toMatchObject({
      status: 'cancel',
      is_paid: false,
    });
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock + 4);
    okData(await move(placed.order_id, 'canceled'), orderSchema);
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock + 4);
    const refunds = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.orderId, placed.order_id));
    expect(refunds.map((row) => [row.kind, row.amount])).toEqual([['refund', 4 * PRICES.saffron]]);
    const [after] = await t.db
      .select({ credit: customers.credit })
      .from(customers)
      .where(eq(customers.id, f.customer.a));
    expect(after?.credit).toBe((before?.credit ?? 0) + 4 * PRICES.saffron);
    expectBadRequest(await move(placed.order_id, 'created'));
  });
});

describe('GET /api/v1/staff/orders', () => {
  it('lists every customer’s orders, or one customer’s, newest first', async () => {
    const all = okData(await t.call('GET', '/api/v1/staff/orders', { token: STAFF }), orderPage);
    expect(new Set(all.data.map((order) => order.customer.id))).toEqual(
      new Set([f.customer.a, f.customer.b]),
    );
    const onlyB = okData(
      await t.call('GET', `/api/v1/staff/orders?customer_id=${f.customer.b}&status=created`, {
        token: STAFF,
      }),
      orderPage,
    );
    expect(
      onlyB.data.every((order) => order.customer.id === f.customer.b && order.status === 'created'),
    ).toBe(true);
    expect(onlyB.count).toBe(1);
  });

  it('takes a staff token issued for a staff user', async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const token = await issueToken(t.db, { role: 'staff', userId: user?.id ?? 0 }, new Date());
    expect((await t.call('GET', '/api/v1/staff/orders?limit=1', { token })).status).toBe(200);
    expectFailure(await t.call('GET', '/api/v1/app/cart', { token }), 403);
  });
});
