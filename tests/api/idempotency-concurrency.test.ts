import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditTransactions,
  customers,
  giftRequests,
  gifts,
  idempotencyKeys,
  orders,
  payments,
  pointHistories,
  wheelSpins,
} from '@/server/db/schema';
import { keyed } from '../helpers/idempotency';
import { insertLoyaltyFixture, type LoyaltyFixture } from '../helpers/loyalty-fixture';
import { insertOrder } from '../helpers/payment-fixture';
import { insertCustomerWithToken } from '../helpers/people-fixture';
import { insertShopFixture, type ShopFixture, shopDay, submitPath } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

const N = 12;

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)(
  'one key, many simultaneous requests (PostgreSQL)',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    let f: ShopFixture;
    let l: LoyaltyFixture;
    let serial = 0;

    beforeAll(async () => {
      t = await createTestApp();
      expect(t.driver).toBe('pg');
      f = await insertShopFixture(t.db);
      l = await insertLoyaltyFixture(t.db, f);
      await t.db.update(gifts).set({ stock: 1_000 }).where(eq(gifts.id, l.gift.workshop));
    });
    afterAll(async () => t.close());

    async function customer(points = 0, credit = 0) {
      serial += 1;
      const token = `idem-race-token-${String(serial).padStart(18, '0')}`;
      const id = await insertCustomerWithToken(
        t.db,
        `0916${String(serial).padStart(7, '0')}`,
        token,
      );
      if (points > 0) {
        await t.db
          .insert(pointHistories)
          .values({ customerId: id, points, balanceAfter: points, reason: 'staff' });
      }
      await t.db.update(customers).set({ points, credit }).where(eq(customers.id, id));
      return { id, token };
    }
    const all = (request: () => ReturnType<typeof t.call>) =>
      Promise.all(Array.from({ length: N }, request));
    /** Every answer the same success as every other. */
    function expectOneAnswer(answers: Awaited<ReturnType<typeof t.call>>[]) {
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers.find((a) => a.status !== 200)?.body),
      ).toEqual(Array(N).fill(200));
      // Kept as jsonb, a replay's keys may come in another order: the same data, compared as data.
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        N - 1,
      );
    }

    it(`${N} top-up starts with one key: one payment`, async () => {
      const me = await customer();
      const answers = await all(() =>
        t.call('POST', '/api/v1/payment/create', {
          token: me.token,
          headers: keyed('race-topup-0001'),
          body: {
            price: 50_000,
            success_url: '/paid-order?isCharging=true',
            fail_url: '/failed-payment?isCharging=true',
            customer: me.id,
            payment_for: 'buy_customer_credit',
          },
        }),
      );
      expectOneAnswer(answers);
      const rows = await t.db.select().from(payments).where(eq(payments.customerId, me.id));
      expect(rows).toHaveLength(1);
    });

    it(`${N} order payment starts with one key: one payment`, async () => {
      const me = await customer();
      const order = await insertOrder(t.db, { customerId: me.id, price: 80_000 });
      const answers = await all(() =>
        t.call('POST', `/api/v1/order/${order}/payment/create`, {
          token: me.token,
          headers: keyed('race-orderpay-0001'),
          body: { success_url: '/paid-order', fail_url: '/failed-payment' },
        }),
      );
      expectOneAnswer(answers);
      expect(await t.db.select().from(payments).where(eq(payments.orderId, order))).toHaveLength(1);
    });

    it(`${N} credit payments with one key: the credit spent once`, async () => {
      const me = await customer(0, 500_000);
      const order = await insertOrder(t.db, { customerId: me.id, price: 120_000 });
      expectOneAnswer(
        await all(() =>
          t.call('POST', `/api/v1/order/${order}/payment/credit`, {
            token: me.token,
            headers: keyed('race-credit-0001'),
          }),
        ),
      );
      const spent = await t.db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.customerId, me.id));
      expect(spent).toHaveLength(1);
      const [row] = await t.db.select().from(customers).where(eq(customers.id, me.id));
      expect(row?.credit).toBe(380_000);
    });

    it(`${N} gift requests with one key: one request, points taken once (4 258 → 3 858)`, async () => {
      const me = await customer(4_258);
      expectOneAnswer(
        await all(() =>
          t.call('POST', '/api/v1/scoring/gift-requests/', {
            token: me.token,
            headers: keyed('race-gift-0001'),
            body: {
              gift: l.gift.workshop,
              first_name: 'نرگس',
              last_name: 'کاظمی',
              mobile: '09120000000',
              branch_id: l.branch,
            },
          }),
        ),
      );
      expect(
        await t.db.select().from(giftRequests).where(eq(giftRequests.customerId, me.id)),
      ).toHaveLength(1);
      const [row] = await t.db.select().from(customers).where(eq(customers.id, me.id));
      expect(row?.points).toBe(3_858);
      const [ledger] = await t.db
        .select({ s: sql<string>`sum(points)` })
        .from(pointHistories)
        .where(eq(pointHistories.customerId, me.id));
      expect(Number(ledger?.s)).toBe(3_858);
    });

    it(`${N} spins with one key: one spin, each answered its prize`, async () => {
      const me = await customer();
      expectOneAnswer(
        await all(() =>
          t.call('GET', '/api/v1/spin/gifts/wheel/', {
            token: me.token,
            headers: keyed('race-wheel-0001'),
          }),
        ),
      );
      expect(
        await t.db.select().from(wheelSpins).where(eq(wheelSpins.customerId, me.id)),
      ).toHaveLength(1);
    });

    it(`${N} submits and ${N} cancels with one key each: one order, one cancel`, async () => {
      const me = await customer();
      const submits = await all(() =>
        t.call('POST', submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }), {
          token: me.token,
          headers: keyed('race-submit-0001'),
          body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
        }),
      );
      expectOneAnswer(submits);
      const placed = await t.db.select().from(orders).where(eq(orders.customerId, me.id));
      expect(placed).toHaveLength(1);
      const id = placed[0]?.id ?? 0;
      await t.db.update(orders).set({ isPaid: true }).where(eq(orders.id, id));
      expectOneAnswer(
        await all(() =>
          t.call('POST', `/api/v1/app/order/${id}/status/`, {
            token: me.token,
            headers: keyed('race-cancel-0001'),
            body: { status: 'canceled' },
          }),
        ),
      );
      const refunds = await t.db
        .select()
        .from(creditTransactions)
        .where(and(eq(creditTransactions.orderId, id), eq(creditTransactions.kind, 'refund')));
      expect(refunds).toHaveLength(1);
    });

    it('a different body racing under one key: one runs, the others are 422 or its answer', async () => {
      const me = await customer(10_000);
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          t.call('POST', '/api/v1/scoring/gift-requests/', {
            token: me.token,
            headers: keyed('race-gift-mixed'),
            body: {
              // Two bodies either of which the shop would take: a refusal keeps no key,
              // so a body refused on its own merits would let a later one run.
              gift: l.gift.workshop,
              first_name: i % 2 === 0 ? 'نرگس' : 'مریم',
              last_name: 'کاظمی',
              mobile: '09120000000',
              branch_id: l.branch,
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
      expect(
        await t.db.select().from(giftRequests).where(eq(giftRequests.customerId, me.id)),
      ).toHaveLength(1);
      const keys = await t.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'race-gift-mixed'));
      expect(keys).toHaveLength(1);
    });
  },
);
