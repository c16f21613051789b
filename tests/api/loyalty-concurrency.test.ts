import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResult } from '@/lib/contract/order';
import {
  addresses,
  customers,
  giftRequests,
  gifts,
  pointHistories,
  referrals,
  wheelSpins,
} from '@/server/db/schema';
import { insertLoyaltyFixture, type LoyaltyFixture } from '../helpers/loyalty-fixture';
import { insertCustomerWithToken, okData } from '../helpers/people-fixture';
import {
  insertShopFixture,
  type ShopFixture,
  STAFF,
  shopDay,
  submitPath,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

/** Races only mean something with many connections: PostgreSQL named by DATABASE_URL. */
describe.skipIf(!process.env.DATABASE_URL)('loyalty under concurrency (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let f: ShopFixture;
  let l: LoyaltyFixture;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    expect(t.driver).toBe('pg');
    f = await insertShopFixture(t.db);
    l = await insertLoyaltyFixture(t.db, f);
  });
  afterAll(async () => t.close());

  async function customerWith(points: number) {
    serial += 1;
    const token = `loyalty-race-token-${String(serial).padStart(16, '0')}`;
    const id = await insertCustomerWithToken(t.db, `0914${String(serial).padStart(7, '0')}`, token);
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
  const tally = (answers: { status: number }[]) =>
    answers.reduce<Record<number, number>>((acc, a) => {
      acc[a.status] = (acc[a.status] ?? 0) + 1;
      return acc;
    }, {});
  const who = { first_name: 'نرگس', last_name: 'کاظمی', mobile: '09120000000', branch_id: 0 };

  it('10 simultaneous spins give one prize', async () => {
    const me = await customerWith(0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('GET', '/api/v1/spin/gifts/wheel/', { token: me.token }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 1, 429: 9 });
    const spins = await t.db.select().from(wheelSpins).where(eq(wheelSpins.customerId, me.id));
    expect(spins).toHaveLength(1);
    expect(await ledgerOf(me.id)).toBe(await pointsOf(me.id));
  });

  it('20 simultaneous requests against points for 3 give 3; points never negative', async () => {
    const me = await customerWith(3 * 300);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/v1/scoring/gift-requests/', {
          token: me.token,
          body: { gift: l.gift.coffee, ...who, branch_id: undefined, address_id: undefined },
        }),
      ),
    );
    // The coffee goes to an address: the customer has none, so make one first.
    expect(tally(answers)[400]).toBe(20);
    const [address] = await t.db
      .insert(addresses)
      .values({ customerId: me.id, title: 'خانه', address: 'نقش جهان', lat: 32.64, lng: 51.66 })
      .returning({ id: addresses.id });
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/api/v1/scoring/gift-requests/', {
          token: me.token,
          body: { gift: l.gift.coffee, ...who, branch_id: undefined, address_id: address?.id },
        }),
      ),
    );
    expect(tally(again)).toEqual({ 200: 3, 400: 17 });
    expect(await pointsOf(me.id)).toBe(0);
    expect(await ledgerOf(me.id)).toBe(0);
    const rows = await t.db.select().from(giftRequests).where(eq(giftRequests.customerId, me.id));
    expect(rows).toHaveLength(3);
  });

  it('spins and gift requests racing for one customer keep the ledger equal to the balance', async () => {
    const me = await customerWith(1_000);
    const [address] = await t.db
      .insert(addresses)
      .values({ customerId: me.id, title: 'خانه', address: 'نقش جهان', lat: 32.64, lng: 51.66 })
      .returning({ id: addresses.id });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        t.call('GET', '/api/v1/spin/gifts/wheel/', { token: me.token }),
      ),
      ...Array.from({ length: 10 }, () =>
        t.call('POST', '/api/v1/scoring/gift-requests/', {
          token: me.token,
          body: { gift: l.gift.coffee, ...who, branch_id: undefined, address_id: address?.id },
        }),
      ),
    ]);
    const spins = answers.slice(0, 10);
    const requests = answers.slice(10);
    expect(tally(spins)).toEqual({ 200: 1, 429: 9 });
    expect(tally(requests)).toEqual({ 200: 3, 400: 7 });
    const balance = await pointsOf(me.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerOf(me.id)).toBe(balance);
  });

  it('20 customers racing for a gift with stock 3 get 3; stock never negative', async () => {
    await t.db.update(gifts).set({ stock: 3 }).where(eq(gifts.id, l.gift.workshop));
    const people = await Promise.all(Array.from({ length: 20 }, () => customerWith(1_000)));
    const answers = await Promise.all(
      people.map((p) =>
        t.call('POST', '/api/v1/scoring/gift-requests/', {
          token: p.token,
          body: { gift: l.gift.workshop, ...who, branch_id: l.branch },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 3, 400: 17 });
    const [row] = await t.db
      .select({ stock: gifts.stock })
      .from(gifts)
      .where(eq(gifts.id, l.gift.workshop));
    expect(row?.stock).toBe(0);
    for (const p of people) expect(await ledgerOf(p.id)).toBe(await pointsOf(p.id));
  });

  it('a cancel racing a staff move: one wins, points counted once', async () => {
    for (const to of [2, 4]) {
      const me = await customerWith(1_000);
      await t.db.update(gifts).set({ stock: 10 }).where(eq(gifts.id, l.gift.workshop));
      const made = await t.call('POST', '/api/v1/scoring/gift-requests/', {
        token: me.token,
        body: { gift: l.gift.workshop, ...who, branch_id: l.branch },
      });
      const id = (made.body as { data: { request: { id: number } } }).data.request.id;
      const [cancel, move] = await Promise.all([
        t.call('PATCH', `/api/v1/scoring/gift-requests/${id}/`, {
          token: me.token,
          body: { status: 5 },
        }),
        t.call('POST', `/api/v1/staff/gift-requests/${id}/status`, {
          token: STAFF,
          body: { status: to },
        }),
      ]);
      expect([cancel.status, move.status].sort()).toEqual([200, 400]);
      expect(await pointsOf(me.id)).toBe(to === 4 || cancel.status === 200 ? 1_000 : 600);
      expect(await ledgerOf(me.id)).toBe(await pointsOf(me.id));
    }
  });

  it('20 simultaneous completions of a referred friend’s orders reward the referrer once', async () => {
    const referrer = await customerWith(0);
    const friend = await customerWith(0);
    await t.db.insert(referrals).values({
      referrerId: referrer.id,
      referredId: friend.id,
      referredMobile: `0915${String(friend.id).padStart(7, '0')}`,
      planId: l.plan.open,
    });
    const orderIds: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.call(
        'POST',
        submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
        {
          token: friend.token,
          body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
        },
      );
      const id = okData(res, submitResult).order.order_id;
      for (const status of ['in_progress', 'ready']) {
        await t.call('POST', `/api/v1/staff/orders/${id}/status`, {
          token: STAFF,
          body: { status },
        });
      }
      orderIds.push(id);
    }
    const answers = await Promise.all(
      orderIds.map((id) =>
        t.call('POST', `/api/v1/staff/orders/${id}/status`, {
          token: STAFF,
          body: { status: 'completed' },
        }),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 20 });
    expect(await pointsOf(referrer.id)).toBe(500);
    expect(await ledgerOf(referrer.id)).toBe(500);
    const rewarded = await t.db
      .select()
      .from(pointHistories)
      .where(and(eq(pointHistories.customerId, friend.id), eq(pointHistories.reason, 'referred')));
    expect(rewarded).toHaveLength(1);
    expect(await ledgerOf(friend.id)).toBe(await pointsOf(friend.id));
  });
});
