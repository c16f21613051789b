import { and, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResult } from '@/lib/contract/order';
import {
  addresses,
  coupons,
  couponUsages,
  creditTransactions,
  orderItems,
  orders,
  products,
  zoneTimes,
} from '@/server/db/schema';
import { insertCustomerWithToken, okData, POINTS } from '../helpers/people-fixture';
import {
  insertShopFixture,
  type ShopFixture,
  shopDay,
  stockOf,
  submitPath,
  windowOn,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('orders under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ShopFixture;
  const buyers: { id: number; token: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
    for (let i = 0; i < 50; i++) {
      const token = `race-buyer-token-${String(i).padStart(20, '0')}`;
      const id = await insertCustomerWithToken(t.db, `0913${String(i).padStart(7, '0')}`, token);
      buyers.push({ id, token });
    }
    await t.db.insert(addresses).values(
      buyers.map((buyer) => ({
        customerId: buyer.id,
        title: 'خانه',
        address: 'میدان نقش جهان',
        ...POINTS.centre,
      })),
    );
  });
  afterAll(async () => t.close());

  const pickup = submitPath({ reserve_date: shopDay(1), reserve_time: '10:00' });
  const statuses = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((tally, answer) => {
      tally[answer.status] = (tally[answer.status] ?? 0) + 1;
      return tally;
    }, {});

  it('sells the last 10 items to exactly 10 of 50 simultaneous orders', async () => {
    expect(await stockOf(t.db, f.product.nougat)).toBe(10);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        t.call('POST', pickup, {
          token: buyer.token,
          body: { products: [{ product_id: f.product.nougat, count: 1 }], delivery_type: 'pickup' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 10, 400: 40 });
    expect(await stockOf(t.db, f.product.nougat)).toBe(0);
    const [sold] = await t.db
      .select({ units: sum(orderItems.count).mapWith(Number), lines: count() })
      .from(orderItems)
      .where(eq(orderItems.productId, f.product.nougat));
    expect(sold).toEqual({ units: 10, lines: 10 });
    const [row] = await t.db
      .select({ sales: products.salesCount })
      .from(products)
      .where(eq(products.id, f.product.nougat));
    expect(row?.sales).toBe(10);
  });

  it('lets exactly one of 20 simultaneous checkouts use a single-use coupon', async () => {
    const answers = await Promise.all(
      buyers.slice(0, 20).map((buyer) =>
        t.call('POST', pickup, {
          token: buyer.token,
          body: {
            products: [{ product_id: f.product.gaz, count: 1 }],
            delivery_type: 'pickup',
            coupon: 'RACE1',
            use_coupon: true,
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 400: 19 });
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'RACE1'));
    expect(coupon?.usedCount).toBe(1);
    const uses = await t.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon?.id ?? 0));
    expect(uses).toHaveLength(1);
    const withCoupon = await t.db
      .select()
      .from(orders)
      .where(eq(orders.couponId, coupon?.id ?? 0));
    expect(withCoupon.map((order) => order.id)).toEqual([uses[0]?.orderId]);
  });

  it('makes one order of 10 simultaneous submits with the same Idempotency-Key', async () => {
    const buyer = buyers[20];
    if (!buyer) throw new Error('no buyer');
    const stock = (await stockOf(t.db, f.product.saffron)) ?? 0;
    const before = await t.db.select().from(orders).where(eq(orders.customerId, buyer.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', pickup, {
          token: buyer.token,
          headers: { 'idempotency-key': 'double-click-0001' },
          body: {
            products: [{ product_id: f.product.saffron, count: 2 }],
            delivery_type: 'pickup',
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 10 });
    const ids = new Set(answers.map((answer) => okData(answer, submitResult).order_id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.customerId, buyer.id));
    expect(rows.length).toBe(before.length + 1);
    expect(
      rows.filter((row) => row.idempotencyKey === 'double-click-0001').map((row) => row.id),
    ).toEqual([...ids]);
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock - 2);
  });

  it('never books a delivery window past its capacity', async () => {
    const day = shopDay(2);
    const window = await windowOn(t.call, day, '16:00');
    await t.db.update(zoneTimes).set({ capacity: 3 }).where(eq(zoneTimes.id, window.id));
    const homes = await t.db.select().from(addresses);
    const answers = await Promise.all(
      buyers.slice(21, 33).map((buyer) =>
        t.call('POST', submitPath({ reserve_date: day }), {
          token: buyer.token,
          body: {
            products: [{ product_id: f.product.gaz, count: 1 }],
            address_id: homes.find((home) => home.customerId === buyer.id)?.id,
            zone_time_id: window.id,
          },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 3, 400: 9 });
    const [booked] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.zoneTimeId, window.id), eq(orders.reserveDate, day)));
    expect(booked?.n).toBe(3);
  });

  it('credits a single-use gift code once however many redeem it at once', async () => {
    const racers = buyers.slice(33, 43);
    const answers = await Promise.all(
      racers.map((buyer) =>
        t.call('POST', '/api/v1/app/coupons/gift', {
          token: buyer.token,
          body: { coupon: 'GIFTRACE', customer: buyer.id },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 400: 9 });
    const [credited] = await t.db
      .select({ n: count(), total: sum(creditTransactions.amount).mapWith(Number) })
      .from(creditTransactions)
      .where(eq(creditTransactions.kind, 'gift'));
    expect(credited).toEqual({ n: 1, total: 40_000 });
  });

  it('keeps stock and coupon counts right while orders are placed and cancelled at once, without a failure', async () => {
    const cancellers = buyers.slice(43, 50);
    const placed = [];
    for (const buyer of cancellers) {
      const res = await t.call('POST', pickup, {
        token: buyer.token,
        body: {
          products: [
            { product_id: f.product.saffron, count: 1 },
            { product_id: f.product.gaz, count: 1 },
          ],
          delivery_type: 'pickup',
          coupon: 'PERCENT10',
          use_coupon: true,
        },
      });
      placed.push({ buyer, order: okData(res, submitResult).order_id });
    }
    const stockBefore = (await stockOf(t.db, f.product.saffron)) ?? 0;
    const answers = await Promise.all([
      ...placed.map(({ buyer, order }) =>
        t.call('POST', `/api/v1/app/order/${order}/status/`, {
          token: buyer.token,
          body: { status: 'canceled' },
        }),
      ),
      ...buyers.slice(0, 7).map((buyer) =>
        t.call('POST', pickup, {
          token: buyer.token,
          body: {
            products: [
              { product_id: f.product.gaz, count: 1 },
              { product_id: f.product.saffron, count: 1 },
            ],
            delivery_type: 'pickup',
            coupon: 'PERCENT10',
            use_coupon: true,
          },
        }),
      ),
    ]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    const placedNow = answers.slice(placed.length).filter((answer) => answer.status === 200).length;
    expect(await stockOf(t.db, f.product.saffron)).toBe(stockBefore + placed.length - placedNow);
    const live = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.couponId, f.coupon.PERCENT10 ?? 0), eq(orders.status, 'created')));
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'PERCENT10'));
    expect(coupon?.usedCount).toBe(live[0]?.n);
  });
});
