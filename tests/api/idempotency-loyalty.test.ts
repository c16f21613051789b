import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftRequestCancelled, giftRequestCreated, wheelSpin } from '@/lib/contract/loyalty';
import { order as orderSchema } from '@/lib/contract/order';
import {
  creditTransactions,
  customers,
  giftRequests,
  gifts,
  orders,
  pointHistories,
  wheelSpins,
} from '@/server/db/schema';
import { ageKey, expectKeyReused, expectReplay, keyed } from '../helpers/idempotency';
import { insertLoyaltyFixture, type LoyaltyFixture } from '../helpers/loyalty-fixture';
import { expectFailure, insertCustomerWithToken, okData } from '../helpers/people-fixture';
import {
  A,
  insertShopFixture,
  type ShopFixture,
  shopDay,
  stockOf,
  submitPath,
  submitResult,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
let l: LoyaltyFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  l = await insertLoyaltyFixture(t.db, f);
  // Enough of the branch gift for every test's requests.
  await t.db.update(gifts).set({ stock: 100 }).where(eq(gifts.id, l.gift.workshop));
});
afterAll(async () => t.close());

let serial = 0;
/** A customer of their own per test, with this many points, so counts start from zero. */
async function customerWith(points: number) {
  serial += 1;
  const token = `idem-loyalty-token-${String(serial).padStart(16, '0')}`;
  const id = await insertCustomerWithToken(t.db, `0913${String(serial).padStart(7, '0')}`, token);
  if (points > 0) {
    await t.db
      .insert(pointHistories)
      .values({ customerId: id, points, balanceAfter: points, reason: 'staff' });
    await t.db.update(customers).set({ points }).where(eq(customers.id, id));
  }
  return { id, token };
}
const pointsOf = async (id: number) =>
  (await t.db.select({ p: customers.points }).from(customers).where(eq(customers.id, id)))[0]?.p;
const ledgerOf = async (id: number) =>
  Number(
    (
      await t.db
        .select({ s: sql<string>`coalesce(sum(points), 0)` })
        .from(pointHistories)
        .where(eq(pointHistories.customerId, id))
    )[0]?.s,
  );
const requestsOf = async (id: number) =>
  t.db.select().from(giftRequests).where(eq(giftRequests.customerId, id));
const giftStock = async (id: number) =>
  (await t.db.select({ s: gifts.stock }).from(gifts).where(eq(gifts.id, id)))[0]?.s;

const who = { first_name: 'نرگس', last_name: 'کاظمی', mobile: '09120000000' };
const askGift = (token: string, body: unknown, key?: string) =>
  t.call('POST', '/api/v1/scoring/gift-requests/', {
    token,
    body,
    headers: key ? keyed(key) : {},
  });

describe('POST /api/v1/scoring/gift-requests/ under an Idempotency-Key', () => {
  it('two requests with one key write one request and take the points once', async () => {
    const me = await customerWith(4_258);
    const stock = await giftStock(l.gift.workshop);
    const body = { gift: l.gift.workshop, ...who, branch_id: l.branch };
    const first = await askGift(me.token, body, 'gift-key-0001');
    expect(okData(first, giftRequestCreated).points).toBe(3_858);
    expectReplay(first, await askGift(me.token, body, 'gift-key-0001'));
    expect(await requestsOf(me.id)).toHaveLength(1);
    expect(await pointsOf(me.id)).toBe(3_858);
    expect(await ledgerOf(me.id)).toBe(3_858);
    expect(await giftStock(l.gift.workshop)).toBe((stock ?? 0) - 1);
  });

  it('another gift under the key is a Persian 422 and takes nothing', async () => {
    const me = await customerWith(2_000);
    const body = { gift: l.gift.workshop, ...who, branch_id: l.branch };
    okData(await askGift(me.token, body, 'gift-key-0002'), giftRequestCreated);
    expectKeyReused(await askGift(me.token, { ...body, gift: l.gift.faloodeh }, 'gift-key-0002'));
    expectKeyReused(await askGift(me.token, { ...body, first_name: 'سارا' }, 'gift-key-0002'));
    expect(await requestsOf(me.id)).toHaveLength(1);
    expect(await pointsOf(me.id)).toBe(1_600);
  });

  it('without a key two requests are two, as before; an aged key is a new request', async () => {
    const me = await customerWith(2_000);
    const body = { gift: l.gift.workshop, ...who, branch_id: l.branch };
    okData(await askGift(me.token, body), giftRequestCreated);
    okData(await askGift(me.token, body), giftRequestCreated);
    okData(await askGift(me.token, body, 'gift-key-aged'), giftRequestCreated);
    await ageKey(t.db, 'gift-key-aged');
    const again = await askGift(me.token, body, 'gift-key-aged');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    okData(again, giftRequestCreated);
    expect(await requestsOf(me.id)).toHaveLength(4);
    expect(await pointsOf(me.id)).toBe(400);
    expect(await ledgerOf(me.id)).toBe(400);
  });
});

describe('PATCH /api/v1/scoring/gift-requests/{id}/ (cancel) under an Idempotency-Key', () => {
  it('a repeated cancel answers the first and gives the points back once', async () => {
    const me = await customerWith(1_000);
    const made = okData(
      await askGift(me.token, { gift: l.gift.workshop, ...who, branch_id: l.branch }),
      giftRequestCreated,
    );
    const cancel = (key?: string) =>
      t.call('PATCH', `/api/v1/scoring/gift-requests/${made.request.id}/`, {
        token: me.token,
        body: { status: 5 },
        headers: key ? keyed(key) : {},
      });
    const first = await cancel('gift-cancel-0001');
    okData(first, giftRequestCancelled);
    expectReplay(first, await cancel('gift-cancel-0001'));
    // Without a key the second cancel is refused, as before.
    expectFailure(await cancel(), 400);
    expect(await pointsOf(me.id)).toBe(1_000);
    expect(await ledgerOf(me.id)).toBe(1_000);
  });
});

describe('GET /api/v1/spin/gifts/wheel/ under an Idempotency-Key', () => {
  const spin = (token: string, key?: string) =>
    t.call('GET', '/api/v1/spin/gifts/wheel/', { token, headers: key ? keyed(key) : {} });

  it('a repeat answers the first spin and its prize; one spin, one prize applied', async () => {
    const me = await customerWith(0);
    const first = await spin(me.token, 'wheel-key-0001');
    okData(first, wheelSpin);
    expectReplay(first, await spin(me.token, 'wheel-key-0001'));
    expect(
      await t.db.select().from(wheelSpins).where(eq(wheelSpins.customerId, me.id)),
    ).toHaveLength(1);
    expect(await ledgerOf(me.id)).toBe(await pointsOf(me.id));
    const credits = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.customerId, me.id));
    expect(credits.length).toBeLessThanOrEqual(1);
    // A query string makes another request under the key.
    expectKeyReused(
      await t.call('GET', '/api/v1/spin/gifts/wheel/?again=1', {
        token: me.token,
        headers: keyed('wheel-key-0001'),
      }),
    );
    // Without a key, or once the key is a day old, the once-a-period rule answers.
    expectFailure(await spin(me.token), 429);
    await ageKey(t.db, 'wheel-key-0001');
    expectFailure(await spin(me.token, 'wheel-key-0001'), 429);
    expect(
      await t.db.select().from(wheelSpins).where(eq(wheelSpins.customerId, me.id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/v1/app/order/{id}/status/ (cancel, re-request) under an Idempotency-Key', () => {
  it('a repeated cancel and re-request each move once; a paid order is refunded once', async () => {
    const placed = okData(
      await t.call('POST', submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }), {
        token: A,
        body: { products: [{ product_id: f.product.nougat, count: 2 }], delivery_type: 'pickup' },
      }),
      submitResult,
    );
    const id = placed.order_id;
    await t.db.update(orders).set({ isPaid: true, paymentType: 'credit' }).where(eq(orders.id, id));
    const stock = await stockOf(t.db, f.product.nougat);
    const move = (status: string, key?: string) =>
      t.call('POST', `/api/v1/app/order/${id}/status/`, {
        token: A,
        body: { status },
        headers: key ? keyed(key) : {},
      });
    const refunds = async () =>
      (
        await t.db.select().from(creditTransactions).where(eq(creditTransactions.orderId, id))
      ).filter((row) => row.kind === 'refund').length;

    const cancelled = await move('canceled', 'status-key-cancel');
    expect(okData(cancelled, orderSchema).status).toBe('canceled');
    expectReplay(cancelled, await move('canceled', 'status-key-cancel'));
    expect(await refunds()).toBe(1);
    expect(await stockOf(t.db, f.product.nougat)).toBe((stock ?? 0) + 2);
    // The same key for the opposite move is another request.
    expectKeyReused(await move('created', 'status-key-cancel'));

    const again = await move('created', 'status-key-again');
    expect(okData(again, orderSchema).status).toBe('created');
    expectReplay(again, await move('created', 'status-key-again'));
    expect(await stockOf(t.db, f.product.nougat)).toBe(stock);
    // Without a key a repeat is judged by the state machine, as before.
    expectFailure(await move('created'), 400);
  });
});
