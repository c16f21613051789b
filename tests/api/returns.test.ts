import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema, submitResult } from '@/lib/contract/order';
import {
  creditTransactions,
  customers,
  notifications,
  orderReturns,
  orderStatusHistory,
  orders,
  pointHistories,
  products,
  uploads,
} from '@/server/db/schema';
import { deliveredOrder } from '../helpers/delivered-order';
import { expectBadRequest, expectFailure, expectNotFound, okData } from '../helpers/people-fixture';
import {
  A,
  B,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
  shopDay,
  stockOf,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
let photoA: number;
let photoB: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  // 900 points a unit of saffron, 600 a nougat.
  await t.db.update(products).set({ scoreFactor: 10 }).where(eq(products.id, f.product.saffron));
  await t.db.update(products).set({ scoreFactor: 5 }).where(eq(products.id, f.product.nougat));
  const picture = { contentType: 'image/webp', size: 10, width: 10, height: 10 };
  const rows = await t.db
    .insert(uploads)
    .values([
      { customerId: f.customer.a, name: 'return-photo-a', ...picture },
      { customerId: f.customer.b, name: 'return-photo-b', ...picture },
    ])
    .returning({ id: uploads.id });
  photoA = rows[0]?.id ?? 0;
  photoB = rows[1]?.id ?? 0;
});
afterAll(async () => t.close());

const ask = (id: number, body: unknown, token: string = A) =>
  t.call('POST', `/api/v1/app/order/${id}/return`, { token, body });
const accept = (id: number, token: string = STAFF) =>
  t.call('POST', `/api/v1/staff/orders/${id}/return/accept`, { token });
const refuse = (id: number, reason: unknown, token: string = STAFF) =>
  t.call('POST', `/api/v1/staff/orders/${id}/return/refuse`, { token, body: { reason } });

async function ledgers(customerId: number) {
  const [customer] = await t.db
    .select({ credit: customers.credit, points: customers.points })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [refunds] = await t.db
    .select({ n: count() })
    .from(creditTransactions)
    .where(
      and(eq(creditTransactions.customerId, customerId), eq(creditTransactions.kind, 'refund')),
    );
  const [notes] = await t.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return {
    credit: customer?.credit ?? 0,
    points: customer?.points ?? 0,
    refunds: refunds?.n ?? 0,
    notes: notes?.n ?? 0,
    saffron: await stockOf(t.db, f.product.saffron),
    nougat: await stockOf(t.db, f.product.nougat),
  };
}

async function statusOf(id: number) {
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

/** Four saffron and a nougat: 480 000 Toman, paid, delivered; 4 200 points earned. */
async function delivered(customerId: number = f.customer.a) {
  const placed = await deliveredOrder(t, customerId, [
    { product_id: f.product.saffron, count: 4 },
    { product_id: f.product.nougat, count: 1 },
  ]);
  const [saffron, nougat] = placed.products;
  if (!saffron || !nougat) throw new Error('the order lost its lines');
  return { id: placed.order_id, saffron: saffron.line_id, nougat: nougat.line_id };
}

describe('POST /api/v1/app/order/{id}/return', () => {
  it('shows a delivered order’s deadline and return action, and takes the request: rt_wait, notified', async () => {
    const order = await delivered();
    const before = okData(
      await t.call('GET', `/api/v1/app/order/${order.id}`, { token: A }),
      orderSchema,
    );
    expect(before.actions).toContain('return');
    expect(before.return_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(before.return_request).toBeNull();
    const notes = (await ledgers(f.customer.a)).notes;

    const res = await ask(order.id, {
      lines: [{ line_id: order.saffron, count: 2 }],
      reason: 'بسته‌بندی باز شده بود',
      photos: [photoA],
    });
    const asked = okData(res, orderSchema);
    expect(asked.status).toBe('rt_wait');
    expect(asked.actions).not.toContain('return');
    expect(asked.return_request).toMatchObject({
      status: 'waiting',
      reason: 'بسته‌بندی باز شده بود',
      lines: [{ line_id: order.saffron, product_id: f.product.saffron, count: 2 }],
      photos: [{ id: photoA, url: '/api/v1/upload/return-photo-a.webp' }],
      refund: null,
    });
    expect((await ledgers(f.customer.a)).notes).toBe(notes + 1);
  });

  it('refuses bad input with Persian field errors and changes nothing', async () => {
    const order = await delivered();
    const cases: [unknown, string][] = [
      [{ lines: [], reason: 'خراب بود' }, 'lines'],
      [{ lines: [{ line_id: order.saffron, count: 5 }], reason: 'خراب بود' }, 'lines.0.count'],
      [{ lines: [{ line_id: 999_999, count: 1 }], reason: 'خراب بود' }, 'lines.0.line_id'],
      [
        {
          lines: [
            { line_id: order.saffron, count: 1 },
            { line_id: order.saffron, count: 1 },
          ],
          reason: 'خراب بود',
        },
        'lines.1.line_id',
      ],
      [{ lines: [{ line_id: order.saffron, count: 1 }], reason: '' }, 'reason'],
      [{ lines: [{ line_id: order.saffron, count: 0 }], reason: 'خراب بود' }, 'lines.0.count'],
      [
        { lines: [{ line_id: order.saffron, count: 1 }], reason: 'خراب بود', photos: [photoB] },
        'photos.0',
      ],
      [
        { lines: [{ line_id: order.saffron, count: 1 }], reason: 'خراب بود', photos: [1, 2, 3, 4] },
        'photos',
      ],
    ];
    for (const [body, field] of cases) expectBadRequest(await ask(order.id, body), field);
    expect(await statusOf(order.id)).toBe('completed');
    expect(
      await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)),
    ).toHaveLength(0);
  });

  it('answers another customer’s order with a 404, and refuses an order not delivered, a second ask and one past the deadline', async () => {
    const order = await delivered();
    const body = { lines: [{ line_id: order.saffron, count: 1 }], reason: 'خراب بود' };
    expectNotFound(await ask(order.id, body, B));
    expectNotFound(await ask(987_654, body));

    const placed = await deliveredOrder(t, f.customer.a, [
      { product_id: f.product.saffron, count: 1 },
    ]);
    await t.db
      .update(orderStatusHistory)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(
        and(
          eq(orderStatusHistory.orderId, placed.order_id),
          eq(orderStatusHistory.toStatus, 'completed'),
        ),
      );
    const late = okData(
      await t.call('GET', `/api/v1/app/order/${placed.order_id}`, { token: A }),
      orderSchema,
    );
    expect(late.actions).not.toContain('return');
    const line = placed.products[0]?.line_id ?? 0;
    expect(
      expectBadRequest(
        await ask(placed.order_id, { lines: [{ line_id: line, count: 1 }], reason: 'دیر شد' }),
      ).msg,
    ).toMatch(/مهلت مرجوعی/);
    expect(await statusOf(placed.order_id)).toBe('completed');

    const open = okData(
      await t.call('POST', '/api/v1/staff/orders/create', {
        token: STAFF,
        body: {
          customer_id: f.customer.a,
          products: [{ product_id: f.product.saffron, count: 1 }],
          delivery_type: 'pickup',
          reserve_date: shopDay(1),
          reserve_time: '10:30',
        },
      }),
      submitResult,
    ).order;
    const openLine = open.products[0]?.line_id ?? 0;
    expect(
      expectBadRequest(
        await ask(open.order_id, { lines: [{ line_id: openLine, count: 1 }], reason: 'نرسید' }),
      ).msg,
    ).toMatch(/تحویل‌شده/);

    okData(await ask(order.id, body), orderSchema);
    expect(expectBadRequest(await ask(order.id, body)).msg).toMatch(/پیش‌تر/);
    expect(
      await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)),
    ).toHaveLength(1);
  });
});

describe('staff decide a return', () => {
  it('accepts: the lines’ price to credit, their units to stock and their points off the ledger, once', async () => {
    const order = await delivered();
    okData(
      await ask(order.id, {
        lines: [{ line_id: order.saffron, count: 2 }],
        reason: 'طعمش تلخ بود',
      }),
      orderSchema,
    );
    expectFailure(await accept(order.id, A), 403);
    expect(
      expectBadRequest(
        await t.call('POST', `/api/v1/staff/orders/${order.id}/status`, {
          token: STAFF,
          body: { status: 'rt_accept' },
        }),
      ).msg,
    ).toMatch(/مرجوعی/);
    const before = await ledgers(f.customer.a);

    const accepted = okData(await accept(order.id), orderSchema);
    expect(accepted.status).toBe('rt_accept');
    expect(accepted.return_request).toMatchObject({
      status: 'accepted',
      refund: 2 * PRICES.saffron,
      points: 1800,
    });
    const after = await ledgers(f.customer.a);
    expect(after).toEqual({
      credit: before.credit + 2 * PRICES.saffron,
      points: before.points - 1800,
      refunds: before.refunds + 1,
      notes: before.notes + 1,
      saffron: (before.saffron ?? 0) + 2,
      nougat: before.nougat,
    });
    const [reversal] = await t.db
      .select({ points: pointHistories.points })
      .from(pointHistories)
      .where(
        and(eq(pointHistories.orderId, order.id), eq(pointHistories.reason, 'order_reversal')),
      );
    expect(reversal?.points).toBe(-1800);

    expectBadRequest(await accept(order.id));
    expectBadRequest(await refuse(order.id, 'دیر شد'));
    expectBadRequest(
      await t.call('POST', `/api/v1/staff/orders/${order.id}/status`, {
        token: STAFF,
        body: { status: 'canceled' },
      }),
    );
    expect(await ledgers(f.customer.a)).toEqual(after);
  });

  it('gives back the whole price when every unit comes back', async () => {
    const order = await delivered();
    okData(
      await ask(order.id, {
        lines: [
          { line_id: order.saffron, count: 4 },
          { line_id: order.nougat, count: 1 },
        ],
        reason: 'اشتباه سفارش دادم',
      }),
      orderSchema,
    );
    expect(okData(await accept(order.id), orderSchema).return_request?.refund).toBe(
      4 * PRICES.saffron + PRICES.nougat,
    );
  });

  it('refuses with a reason: delivered again, nothing given back, not asked again', async () => {
    const order = await delivered();
    const body = { lines: [{ line_id: order.nougat, count: 1 }], reason: 'نوقا نرم نبود' };
    okData(await ask(order.id, body), orderSchema);
    expectBadRequest(await refuse(order.id, ''), 'reason');
    const before = await ledgers(f.customer.a);
    const refused = okData(await refuse(order.id, 'کالا باز و مصرف شده بود'), orderSchema);
    expect(refused.status).toBe('completed');
    expect(refused.return_request).toMatchObject({
      status: 'refused',
      refusal_reason: 'کالا باز و مصرف شده بود',
      refund: null,
    });
    expect(await ledgers(f.customer.a)).toEqual({ ...before, notes: before.notes + 1 });
    expectBadRequest(await ask(order.id, body));
    expectBadRequest(await accept(order.id));
    expectNotFound(await accept(987_654));
  });
});
