import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema } from '@/lib/contract/order';
import { creditTransactions, pointHistories, products } from '@/server/db/schema';
import { deliveredOrder } from '../helpers/delivered-order';
import { okData } from '../helpers/people-fixture';
import { A, insertShopFixture, type ShopFixture, STAFF, stockOf } from '../helpers/shop-fixture';
import { type CallResult, createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('returns under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ShopFixture;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
    await t.db.update(products).set({ scoreFactor: 10 }).where(eq(products.id, f.product.saffron));
  });
  afterAll(async () => t.close());

  const tally = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((seen, answer) => {
      seen[answer.status] = (seen[answer.status] ?? 0) + 1;
      return seen;
    }, {});

  async function waitingReturn() {
    const placed = await deliveredOrder(t, f.customer.a, [
      { product_id: f.product.saffron, count: 3 },
    ]);
    const line = placed.products[0]?.line_id ?? 0;
    okData(
      await t.call('POST', `/api/v1/app/order/${placed.order_id}/return`, {
        token: A,
        body: { lines: [{ line_id: line, count: 3 }], reason: 'خراب رسید' },
      }),
      orderSchema,
    );
    return placed.order_id;
  }

  async function effects(orderId: number) {
    const [refunds] = await t.db
      .select({ n: count() })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.orderId, orderId), eq(creditTransactions.kind, 'refund')));
    const [reversals] = await t.db
      .select({ n: count() })
      .from(pointHistories)
      .where(and(eq(pointHistories.orderId, orderId), eq(pointHistories.reason, 'order_reversal')));
    return { refunds: refunds?.n ?? 0, reversals: reversals?.n ?? 0 };
  }

  it('makes one refund of 10 accepts at once: one 200, nine 400s, stock back once', async () => {
    const orderId = await waitingReturn();
    const stock = (await stockOf(t.db, f.product.saffron)) ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', `/api/v1/staff/orders/${orderId}/return/accept`, { token: STAFF }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 400: 9 });
    expect(await effects(orderId)).toEqual({ refunds: 1, reversals: 1 });
    expect(await stockOf(t.db, f.product.saffron)).toBe(stock + 3);
  });

  it('lets one of an accept and a refuse racing win, and refunds only when the accept does', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      const orderId = await waitingReturn();
      const accept = () =>
        t.call('POST', `/api/v1/staff/orders/${orderId}/return/accept`, { token: STAFF });
      const refuse = () =>
        t.call('POST', `/api/v1/staff/orders/${orderId}/return/refuse`, {
          token: STAFF,
          body: { reason: 'بستهٔ باز' },
        });
      // Every other round the refuse is sent first, so each side gets to start ahead.
      const [accepted, refused] =
        round % 2 === 0
          ? await Promise.all([accept(), refuse()])
          : await Promise.all([refuse(), accept()]).then(([no, yes]): [CallResult, CallResult] => [
              yes,
              no,
            ]);
      expect([accepted.status, refused.status].sort()).toEqual([200, 400]);
      const winner = accepted.status === 200 ? 'accept' : 'refuse';
      outcomes.push(winner);
      expect(await effects(orderId)).toEqual(
        winner === 'accept' ? { refunds: 1, reversals: 1 } : { refunds: 0, reversals: 0 },
      );
    }
    console.info(`[returns race] accept vs refuse winners: ${outcomes.join(', ')}`);
  });
});
