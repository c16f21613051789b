import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customerBehavior,
  gift,
  giftCategoryList,
  giftList,
  giftRequest,
  giftRequestCancelled,
  giftRequestCreated,
  giftRequestPage,
  pointHistoryPage,
  pointsSummary,
  referral,
  referralList,
  referralPlanList,
  scoreEstimate,
  wheelGifts,
  wheelSpin,
} from '@/lib/contract/loyalty';
import { submitResult } from '@/lib/contract/order';
import { formatNumber } from '@/lib/format/digits';
import { customers, gifts, notifications, pointHistories, users } from '@/server/db/schema';
import {
  GAZ_POINTS,
  insertLoyaltyFixture,
  type LoyaltyFixture,
  START_POINTS,
} from '../helpers/loyalty-fixture';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertCustomerWithToken,
  msgOf,
  NATION_CODES,
  okData,
} from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  type ShopFixture,
  STAFF,
  shopDay,
  submitPath,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';
import { client, codeSentTo } from './auth-support';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
let l: LoyaltyFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  l = await insertLoyaltyFixture(t.db, f);
});
afterAll(async () => t.close());

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
const stockOf = async (id: number) =>
  (await t.db.select({ s: gifts.stock }).from(gifts).where(eq(gifts.id, id)))[0]?.s;
const v3 = <S extends z.ZodType>(
  res: { status: number; body: unknown },
  schema: S,
  status = 200,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return schema.parse(res.body);
};

const request = (body: unknown, token: string = A) =>
  t.call('POST', '/api/v1/scoring/gift-requests/', { token, body });
const who = { first_name: 'مریم', last_name: 'احمدی', mobile: '09121110001' };

async function placeAndComplete(token: string, count: number) {
  const res = await t.call(
    'POST',
    submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
    {
      token,
      body: { products: [{ product_id: f.product.gaz, count }], delivery_type: 'pickup' },
    },
  );
  const order = okData(res, submitResult).order;
  for (const status of ['in_progress', 'ready', 'completed']) {
    const moved = await t.call('POST', `/api/v1/staff/orders/${order.order_id}/status`, {
      token: STAFF,
      body: { status },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return order.order_id;
}

describe('points', () => {
  it('answers the caller’s points and histories; another id is a 404', async () => {
    const res = await t.call('GET', `/api/v1/scoring/${f.customer.a}/get/`, { token: A });
    expectPrivate(res);
    const data = okData(res, pointsSummary);
    expect(data.points).toBe(START_POINTS.a);
    expect(data.histories[0]).toMatchObject({ reason: 'signup', title: 'هدیهٔ عضویت' });
    expectNotFound(await t.call('GET', `/api/v1/scoring/${f.customer.b}/get/`, { token: A }));
    expectFailure(await t.call('GET', `/api/v1/scoring/${f.customer.a}/get/`), 401);
    expectFailure(
      await t.call('GET', `/api/v1/scoring/${f.customer.a}/get/`, { token: GUEST }),
      403,
    );
    expectBadRequest(await t.call('GET', '/api/v1/scoring/abc/get/', { token: A }));
    const page = okData(
      await t.call('GET', '/api/v1/scoring/histories/?page=1&limit=10', { token: A }),
      pointHistoryPage,
    );
    expect(page).toMatchObject({ count: 1, page_count: 1 });
    expectBadRequest(
      await t.call('GET', '/api/v1/scoring/histories/?page=0', { token: A }),
      'page',
    );
    expectBadRequest(
      await t.call('GET', '/api/v1/scoring/histories/?limit=x', { token: A }),
      'limit',
    );
  });

  it('estimates the cart and an order; another’s order or id is a 404', async () => {
    await t.call('POST', '/api/v1/app/cart/add', {
      token: A,
      body: { product_id: f.product.gaz, count: 2 },
    });
    const cart = okData(
      await t.call('GET', `/api/v1/app/customers/calculting_score/${f.customer.a}`, { token: A }),
      scoreEstimate,
    );
    expect(cart).toMatchObject({ source: 'cart', score: 2 * GAZ_POINTS });
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
    expectNotFound(
      await t.call('GET', `/api/v1/app/customers/calculting_score/${f.customer.b}`, { token: A }),
    );
    expectBadRequest(
      await t.call('GET', `/api/v1/app/customers/calculting_score/${f.customer.a}?order_id=x`, {
        token: A,
      }),
      'order_id',
    );
  });

  it('a completed order earns Σ points × count once; the estimate of it agrees', async () => {
    const before = await pointsOf(f.customer.b);
    const orderId = await placeAndComplete(B, 3);
    expect(await pointsOf(f.customer.b)).toBe((before ?? 0) + 3 * GAZ_POINTS);
    expect(await ledgerOf(f.customer.b)).toBe(await pointsOf(f.customer.b));
    const est = okData(
      await t.call(
        'GET',
        `/api/v1/app/customers/calculting_score/${f.customer.b}?order_id=${orderId}`,
        { token: B },
      ),
      scoreEstimate,
    );
    expect(est).toMatchObject({ source: 'order', score: 3 * GAZ_POINTS });
    expectNotFound(
      await t.call(
        'GET',
        `/api/v1/app/customers/calculting_score/${f.customer.a}?order_id=${orderId}`,
        { token: A },
      ),
    );
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, f.customer.b));
    // The order named as the lists name it, by its id.
    expect(notes.find((n) => n.code === 'points')?.message).toContain(
      `با تکمیل سفارش شمارهٔ ${formatNumber(orderId)}،`,
    );
    const behavior = okData(
      await t.call('GET', '/api/v1/promote/customer_behavior/', { token: B }),
      customerBehavior,
    );
    expect(behavior.completed_orders).toBe(1);
    expect(behavior.points_this_month).toBeGreaterThanOrEqual(3 * GAZ_POINTS);
  });

  it('a cancelled order earns nothing and takes nothing', async () => {
    const before = await pointsOf(f.customer.b);
    const res = await t.call(
      'POST',
      submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
      {
        token: B,
        body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
      },
    );
    const order = okData(res, submitResult).order;
    await t.call('POST', `/api/v1/staff/orders/${order.order_id}/status`, {
      token: STAFF,
      body: { status: 'cancel' },
    });
    expect(await pointsOf(f.customer.b)).toBe(before);
  });
});

describe('gifts', () => {
  it('lists live categories (v3), gifts by category and one gift', async () => {
    const cats = v3(await t.call('GET', '/api/v3/scoring/gift-category/'), giftCategoryList);
    expect(cats.results.map((c) => c.id)).toEqual([l.category.live, l.category.other]);
    const all = okData(await t.call('GET', '/api/v1/scoring/gifts/'), giftList);
    const ids = all.results.map((g) => g.id);
    expect(ids).not.toContain(l.gift.inactive);
    expect(ids).not.toContain(l.gift.faloodeh);
    expect(all.results.find((g) => g.id === l.gift.soldOut)?.in_stock).toBe(false);
    const other = okData(
      await t.call('GET', `/api/v1/scoring/gifts/?category=${l.category.other}`),
      giftList,
    );
    expect(other.results.map((g) => g.id).sort()).toEqual([l.gift.card, l.gift.workshop].sort());
    expect(
      okData(await t.call('GET', `/api/v1/scoring/gifts/?category=${l.category.retired}`), giftList)
        .count,
    ).toBe(0);
    expectBadRequest(await t.call('GET', '/api/v1/scoring/gifts/?category=abc'), 'category');
    const one = okData(await t.call('GET', `/api/v1/scoring/gifts/${l.gift.inactive}`), gift);
    expect(one.is_active).toBe(false);
    expect(one.categories[0]?.id).toBe(l.category.live);
    expectFailure(await t.call('GET', '/api/v1/scoring/gifts/999999'), 404);
    expectBadRequest(await t.call('GET', '/api/v1/scoring/gifts/x'));
  });

  it('refuses bad requests with Persian 400s and writes nothing', async () => {
    const before = await pointsOf(f.customer.a);
    const [home] = [f.address.aHome];
    expectBadRequest(await request({}), 'gift', 'first_name', 'mobile');
    expectBadRequest(
      await request({ gift: l.gift.coffee, ...who, mobile: '123', address_id: home }),
      'mobile',
    );
    expectBadRequest(
      await request({ gift: l.gift.coffee, ...who, first_name: '12', address_id: home }),
      'first_name',
    );
    expectBadRequest(await request({ gift: l.gift.inactive, ...who, address_id: home }), 'gift');
    expectBadRequest(await request({ gift: 999999, ...who, address_id: home }), 'gift');
    const sold = expectBadRequest(
      await request({ gift: l.gift.soldOut, ...who, address_id: home }),
    );
    expect(sold.msg).toContain('موجودی');
    expectBadRequest(await request({ gift: l.gift.coffee, ...who }), 'address_id');
    expectBadRequest(
      await request({ gift: l.gift.coffee, ...who, address_id: f.address.bHome }),
      'address_id',
    );
    expectBadRequest(await request({ gift: l.gift.card, ...who, address_id: home }), 'nation_code');
    expectBadRequest(
      await request({ gift: l.gift.card, ...who, address_id: home, nation_code: '1111111111' }),
      'nation_code',
    );
    expectBadRequest(await request({ gift: l.gift.workshop, ...who }), 'branch_id');
    expectBadRequest(await request('{bad json'));
    const notB = expectBadRequest(
      await request({ gift: l.gift.coffee, ...who, address_id: f.address.aHome }, B),
      'address_id',
    );
    expect(notB.msg).toBe('این نشانی در نشانی‌های شما نیست');
    expectFailure(await request({ gift: l.gift.coffee, ...who, address_id: home }, GUEST), 403);
    expect(await pointsOf(f.customer.a)).toBe(before);
    expect(await stockOf(l.gift.poolaki)).toBe(3);
    const list = okData(
      await t.call('GET', '/api/v1/scoring/gift-requests/', { token: A }),
      giftRequestPage,
    );
    expect(list.count).toBe(0);
  });

  it('refuses a gift the caller has too few points for', async () => {
    const poor = await insertCustomerWithToken(
      t.db,
      '09125550001',
      'loyalty-poor-token-000000000000001',
    );
    const res = await request(
      { gift: l.gift.workshop, ...who, branch_id: l.branch },
      'loyalty-poor-token-000000000000001',
    );
    expect(expectBadRequest(res).msg).toContain('امتیاز شما برای این هدیه کافی نیست');
    expect(await pointsOf(poor)).toBe(0);
    expect(await stockOf(l.gift.workshop)).toBe(5);
  });

  it('spends points and stock, lists 10 a page, cancels with status 5 and gives both back', async () => {
    const before = await pointsOf(f.customer.a);
    const made = okData(
      await request({
        gift: l.gift.card,
        ...who,
        address_id: f.address.aHome,
        nation_code: NATION_CODES.a,
      }),
      giftRequestCreated,
    );
    expect(made.points).toBe((before ?? 0) - 2_500);
    expect(made.request).toMatchObject({
      status: 1,
      can_cancel: true,
      nation_code: NATION_CODES.a,
    });
    expect(await stockOf(l.gift.card)).toBe(4);
    expect(await ledgerOf(f.customer.a)).toBe(made.points);
    const branchGift = okData(
      await request({ gift: l.gift.workshop, ...who, branch_id: l.branch }),
      giftRequestCreated,
    );
    expect(branchGift.request.branch?.id).toBe(l.branch);

    const page = okData(
      await t.call('GET', '/api/v1/scoring/gift-requests/?page=1&limit=10', { token: A }),
      giftRequestPage,
    );
    expect(page).toMatchObject({ count: 2, page_count: 1, limit: 10 });
    expect(
      okData(await t.call('GET', '/api/v1/scoring/gift-requests/', { token: B }), giftRequestPage)
        .count,
    ).toBe(0);

    const path = `/api/v1/scoring/gift-requests/${made.request.id}/`;
    expectNotFound(await t.call('PATCH', path, { token: B, body: { status: 5 } }));
    expectBadRequest(await t.call('PATCH', path, { token: A, body: { status: 2 } }), 'status');
    expectBadRequest(await t.call('PATCH', path, { token: A, body: {} }), 'status');
    const cancelled = okData(
      await t.call('PATCH', path, { token: A, body: { status: 5 } }),
      giftRequestCancelled,
    );
    expect(cancelled.request).toMatchObject({ status: 5, can_cancel: false });
    expect(cancelled.points).toBe(branchGift.points + 2_500);
    expect(await stockOf(l.gift.card)).toBe(5);
    expectBadRequest(await t.call('PATCH', path, { token: A, body: { status: 5 } }));
    expect(await pointsOf(f.customer.a)).toBe(cancelled.points);
    expect(await ledgerOf(f.customer.a)).toBe(cancelled.points);
  });

  it('staff move requests on, each move notifies; a started request cannot be cancelled; reject gives back', async () => {
    const made = okData(
      await request({ gift: l.gift.poolaki, ...who, address_id: f.address.aHome }),
      giftRequestCreated,
    );
    const move = (status: unknown, id = made.request.id, token: string = STAFF) =>
      t.call('POST', `/api/v1/staff/gift-requests/${id}/status`, { token, body: { status } });
    expectFailure(await move(2, made.request.id, A), 403);
    const pending = okData(
      await t.call('GET', '/api/v1/staff/gift-requests?status=1', { token: STAFF }),
      giftRequestPage,
    );
    expect(pending.results.map((r) => r.id)).toContain(made.request.id);
    expect(pending.results.every((r) => r.status === 1)).toBe(true);
    expectBadRequest(
      await t.call('GET', '/api/v1/staff/gift-requests?status=9', { token: STAFF }),
      'status',
    );
    expectFailure(await t.call('GET', '/api/v1/staff/gift-requests', { token: A }), 403);
    expectBadRequest(await move(5), 'status');
    expectBadRequest(await move(3));
    expectFailure(await move(2, 999999), 404);
    expect(okData(await move(2), giftRequest).status).toBe(2);
    expectBadRequest(
      await t.call('PATCH', `/api/v1/scoring/gift-requests/${made.request.id}/`, {
        token: A,
        body: { status: 5 },
      }),
    );
    const before = await pointsOf(f.customer.a);
    expect(okData(await move(4), giftRequest).status).toBe(4);
    expect(await pointsOf(f.customer.a)).toBe((before ?? 0) + 700);
    expect(await stockOf(l.gift.poolaki)).toBe(3);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, f.customer.a));
    expect(notes.filter((n) => n.code === 'gift_request')).toHaveLength(2);
    expect(await ledgerOf(f.customer.a)).toBe(await pointsOf(f.customer.a));
  });
});

describe('the wheel', () => {
  it('lists the active prizes; spins once per day; a second spin says when the next is allowed', async () => {
    const list = okData(await t.call('GET', '/api/v1/roulette/gifts/'), wheelGifts);
    expect(list.results).toHaveLength(4);
    expect(list.next_spin_at).toBeNull();
    expect(list.period_days).toBe(1);
    expectFailure(await t.call('GET', '/api/v1/spin/gifts/wheel/', { token: GUEST }), 403);
    expectFailure(await t.call('GET', '/api/v1/spin/gifts/wheel/'), 401);
    const before = await pointsOf(f.customer.b);
    const res = await t.call('GET', '/api/v1/spin/gifts/wheel/', { token: B });
    const spin = okData(res, wheelSpin);
    expect(list.results.map((p) => p.id)).toContain(spin.prize.id);
    if (spin.prize.kind === 'points') expect(spin.points).toBe((before ?? 0) + spin.prize.value);
    if (spin.prize.kind === 'coupon') expect(spin.coupon_code).toMatch(/^WHEEL-/);
    expect(await ledgerOf(f.customer.b)).toBe(await pointsOf(f.customer.b));
    const again = await t.call('GET', '/api/v1/spin/gifts/wheel/', { token: B });
    expect(expectFailure(again, 429).msg).toContain('دوباره از بامداد');
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    const after = okData(await t.call('GET', '/api/v1/roulette/gifts/', { token: B }), wheelGifts);
    expect(after.next_spin_at).toBe(spin.next_spin_at);
    expect(new Date(spin.next_spin_at).getTime()).toBeGreaterThan(Date.now());
    expect(msgOf(res)).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('referrals', () => {
  const refer = (body: unknown, token: string = A) =>
    t.call('POST', '/api/v3/referrals/referral/', { token, body });
  const friend = (mobile: string) => ({ first_name: 'نیما', last_name: 'صادقی', mobile });

  it('lists plans with the spec’s filters', async () => {
    const live = v3(
      await t.call('GET', '/api/v3/referrals/plan?is_active=true&soft_delete=false'),
      referralPlanList,
    );
    expect(live.results.map((p) => p.id)).toEqual([l.plan.open, l.plan.limited]);
    expect(v3(await t.call('GET', '/api/v3/referrals/plan'), referralPlanList).count).toBe(4);
    expect((await t.call('GET', '/api/v3/referrals/plan?is_active=maybe')).status).toBe(400);
  });

  it('introduces a friend; refuses self, existing customers, duplicates, dead plans and the plan limit', async () => {
    const made = v3(
      await refer({ referred_user: friend('0912 777 0001'), plan: l.plan.open }),
      referral,
      201,
    );
    expect(made.referred_user).toEqual({
      first_name: 'نیما',
      last_name: 'صادقی',
      mobile: '0912***0001',
    });
    expect(made.state).toBe('invited');
    const detail = async (res: { status: number; body: unknown }) => {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return JSON.stringify(res.body);
    };
    expect(
      await detail(await refer({ referred_user: friend('09121110001'), plan: l.plan.open })),
    ).toContain('خودتان');
    expect(
      await detail(await refer({ referred_user: friend('09121110002'), plan: l.plan.open })),
    ).toContain('عضو');
    expect(
      await detail(await refer({ referred_user: friend('09127770001'), plan: l.plan.open }, B)),
    ).toContain('پیش‌تر');
    expect(
      await detail(await refer({ referred_user: friend('09127770002'), plan: l.plan.closed })),
    ).toContain('plan');
    expect(
      await detail(await refer({ referred_user: friend('09127770003'), plan: l.plan.deleted })),
    ).toContain('plan');
    v3(await refer({ referred_user: friend('09127770004'), plan: l.plan.limited }), referral, 201);
    expect(
      await detail(await refer({ referred_user: friend('09127770005'), plan: l.plan.limited })),
    ).toContain('سقف');
    expect(await detail(await refer({ referred_user: friend('12'), plan: l.plan.open }))).toContain(
      'referred_user',
    );
    expect(await detail(await refer({ plan: l.plan.open }))).toContain('referred_user');
    expect(
      (await refer({ referred_user: friend('09127770006'), plan: l.plan.open }, GUEST)).status,
    ).toBe(403);
    const mine = v3(await t.call('GET', '/api/v3/referrals/referral/', { token: A }), referralList);
    expect(mine.count).toBe(2);
    expect(
      v3(await t.call('GET', '/api/v3/referrals/referral/', { token: B }), referralList).count,
    ).toBe(0);
  });

  it('links the friend at first login and rewards the referrer once, at the first completed order', async () => {
    v3(await refer({ referred_user: friend('09127779999'), plan: l.plan.open }), referral, 201);
    // The friend's first login with that mobile links the referral.
    const login = client(t);
    const sent = await login('POST', '/api/v1/user/login', { body: { mobile: '09127779999' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await codeSentTo(t, '09127779999');
    const validated = await login('POST', '/api/v1/user/validate', {
      body: { mobile: '09127779999', code },
    });
    const auth = okData(
      validated,
      z.object({
        token: z.object({ access_token: z.string() }),
        customer: z.object({ id: z.number() }),
      }),
    );
    const friendToken = auth.token.access_token;
    const friendId = auth.customer.id;
    const [linked] = await t.db
      .select({ referrer: customers.referrerId })
      .from(customers)
      .where(eq(customers.id, friendId));
    expect(linked?.referrer).toBe(f.customer.a);
    const state = v3(
      await t.call('GET', '/api/v3/referrals/referral/', { token: A }),
      referralList,
    );
    expect(state.results.find((r) => r.referred_user.mobile === '0912***9999')?.state).toBe(
      'joined',
    );
    const before = await pointsOf(f.customer.a);
    await placeAndComplete(friendToken, 1);
    expect(await pointsOf(f.customer.a)).toBe((before ?? 0) + 500);
    expect(await pointsOf(friendId)).toBe(GAZ_POINTS + 200);
    await placeAndComplete(friendToken, 1);
    expect(await pointsOf(f.customer.a)).toBe((before ?? 0) + 500);
    expect(await ledgerOf(f.customer.a)).toBe(await pointsOf(f.customer.a));
  });
});

describe('staff adjustments (the CLI’s points:adjust)', () => {
  it('writes a staff row with its note, and refuses taking more than the balance', async () => {
    const { adjustPoints } = await import('@/server/services/loyalty/points');
    const before = (await pointsOf(f.customer.b)) ?? 0;
    const [staff] = await t.db.select({ id: users.id }).from(users).limit(1);
    const staffUser = staff?.id ?? 0;
    expect(
      await adjustPoints(t.db, {
        customerId: f.customer.b,
        points: 25,
        userId: staffUser,
        note: 'جبران تأخیر',
      }),
    ).toBe(before + 25);
    await expect(
      adjustPoints(t.db, {
        customerId: f.customer.b,
        points: -(before + 1000),
        userId: staffUser,
        note: '',
      }),
    ).rejects.toThrow(/امتیاز/);
    const page = okData(
      await t.call('GET', '/api/v1/scoring/histories/', { token: B }),
      pointHistoryPage,
    );
    expect(page.results[0]).toMatchObject({ reason: 'staff', points: 25, title: 'جبران تأخیر' });
    expect(await ledgerOf(f.customer.b)).toBe(before + 25);
  });
});
