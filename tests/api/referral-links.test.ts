import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { referral, referralInvite, referralLink, referralPlanList } from '@/lib/contract/loyalty';
import { submitResult } from '@/lib/contract/order';
import { customers, notifications, referralPlans, referrals } from '@/server/db/schema';
import { insertLoyaltyFixture, type LoyaltyFixture } from '../helpers/loyalty-fixture';
import { okData } from '../helpers/people-fixture';
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

/**
 * Referral plans with an end, and invitation links: the referrer's code, what
 * the friend is shown, the tie at sign-up, and who is told what, when.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
let l: LoyaltyFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  l = await insertLoyaltyFixture(t.db, f);
});
afterAll(async () => t.close());

const DAY_MS = 86_400_000;

const v3 = <S extends z.ZodType>(
  res: { status: number; body: unknown },
  schema: S,
  status = 200,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return schema.parse(res.body);
};
const refused = (res: { status: number; body: unknown }, status = 400) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return JSON.stringify(res.body);
};

const inbox = (customerId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.customerId, customerId))
    .orderBy(desc(notifications.id));

/** A brand-new customer, signed up through the one-time code as a browser would. */
async function signUp(mobile: string): Promise<{ token: string; id: number }> {
  const login = client(t);
  expect((await login('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
  const code = await codeSentTo(t, mobile);
  const auth = okData(
    await login('POST', '/api/v1/user/validate', { body: { mobile, code } }),
    z.object({
      token: z.object({ access_token: z.string() }),
      customer: z.object({ id: z.number() }),
    }),
  );
  return { token: auth.token.access_token, id: auth.customer.id };
}

async function placeAndComplete(token: string) {
  const res = await t.call(
    'POST',
    submitPath({ reserve_date: shopDay(1), reserve_time: '12:00' }),
    {
      token,
      body: { products: [{ product_id: f.product.gaz, count: 1 }], delivery_type: 'pickup' },
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
}

describe('plans with an end', () => {
  it('never offers or accepts a plan past its end, with a Persian 400 that names it', async () => {
    const [ended, running] = await t.db
      .insert(referralPlans)
      .values([
        {
          title: 'جشنواره‌ی نوروز ۱۴۰۵',
          referrerPoints: 1000,
          referredPoints: 400,
          endsAt: new Date(Date.now() - DAY_MS),
        },
        {
          title: 'طرح پاییزه',
          referrerPoints: 300,
          referredPoints: 100,
          endsAt: new Date(Date.now() + 10 * DAY_MS),
        },
      ])
      .returning({ id: referralPlans.id });
    if (!ended || !running) throw new Error('plans missing');

    const live = v3(
      await t.call('GET', '/api/v3/referrals/plan?is_active=true&soft_delete=false'),
      referralPlanList,
    );
    expect(live.results.map((plan) => plan.id)).toEqual([l.plan.open, l.plan.limited, running.id]);
    const all = v3(await t.call('GET', '/api/v3/referrals/plan'), referralPlanList);
    const old = all.results.find((plan) => plan.id === ended.id);
    expect(old?.is_active).toBe(false);
    expect(old?.ends_at).toEqual(expect.any(String));
    const inactive = v3(
      await t.call('GET', '/api/v3/referrals/plan?is_active=false'),
      referralPlanList,
    );
    expect(inactive.results.map((plan) => plan.id)).toContain(ended.id);

    const [before] = await t.db.select({ n: count() }).from(referrals);
    const answer = refused(
      await t.call('POST', '/api/v3/referrals/referral/', {
        token: A,
        body: {
          referred_user: { first_name: 'نیما', last_name: 'صادقی', mobile: '09127771234' },
          plan: ended.id,
        },
      }),
    );
    expect(answer).toContain('طرح «جشنواره‌ی نوروز ۱۴۰۵» در');
    expect(answer).toContain('به پایان رسیده است');
    expect(answer).toContain('plan');
    const [after] = await t.db.select({ n: count() }).from(referrals);
    expect(after?.n).toBe(before?.n);
    v3(
      await t.call('POST', '/api/v3/referrals/referral/', {
        token: A,
        body: {
          referred_user: { first_name: 'نیما', last_name: 'صادقی', mobile: '09127771234' },
          plan: running.id,
        },
      }),
      referral,
      201,
    );
    // Later tests take the first live plan by id: the running one is done with.
    await t.db
      .update(referralPlans)
      .set({ isActive: false })
      .where(eq(referralPlans.id, running.id));
  });
});

describe('invitation links', () => {
  let code = '';

  it('gives a customer one random code and the login link carrying it', async () => {
    const first = v3(await t.call('GET', '/api/v3/referrals/code/', { token: A }), referralLink);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new URL(first.link).pathname + new URL(first.link).search).toBe(
      `/login?ref=${first.code}`,
    );
    expect(v3(await t.call('GET', '/api/v3/referrals/code/', { token: A }), referralLink)).toEqual(
      first,
    );
    const other = v3(await t.call('GET', '/api/v3/referrals/code/', { token: B }), referralLink);
    expect(other.code).not.toBe(first.code);
    expect((await t.call('GET', '/api/v3/referrals/code/', { token: GUEST })).status).toBe(403);
    expect((await t.call('GET', '/api/v3/referrals/code/')).status).toBe(401);
    code = first.code;
  });

  it('tells anyone who invites and what a friend earns; an unknown code is a Persian 404', async () => {
    const invite = v3(
      await t.call('GET', `/api/v3/referrals/invite/${code.toLowerCase()}/`),
      referralInvite,
    );
    expect(invite).toEqual({
      referrer: { first_name: 'مریم', last_name: 'احمدی' },
      plan: { id: l.plan.open, title: 'معرفی دوستان', referred_points: 200, ends_at: null },
    });
    expect(refused(await t.call('GET', '/api/v3/referrals/invite/ZZZZ2222/'), 404)).toContain(
      'دعوت‌نامه پیدا نشد',
    );
    expect(refused(await t.call('GET', '/api/v3/referrals/invite/a-b/'))).toContain(
      'کد دعوت درست نیست',
    );
  });

  it('ties a friend who signs up through the link, once, and tells both of them', async () => {
    const friend = await signUp('09127778888');
    const claimed = v3(
      await t.call('POST', '/api/v3/referrals/claim/', {
        token: friend.token,
        body: { code: code.toLowerCase() },
      }),
      referralInvite,
      201,
    );
    expect(claimed.referrer).toEqual({ first_name: 'مریم', last_name: 'احمدی' });
    const [tied] = await t.db
      .select({ referrer: customers.referrerId })
      .from(customers)
      .where(eq(customers.id, friend.id));
    expect(tied?.referrer).toBe(f.customer.a);
    const [row] = await t.db.select().from(referrals).where(eq(referrals.referredId, friend.id));
    expect(row).toMatchObject({ referrerId: f.customer.a, planId: l.plan.open });

    const [welcome] = await inbox(friend.id);
    expect(welcome).toMatchObject({ code: 'referral_welcome', title: 'به فروشگاه خوش آمدید' });
    expect(welcome?.message).toBe(
      'مریم احمدی شما را به فروشگاه دعوت کرده است. با تکمیل اولین سفارشتان ۲۰۰ امتیاز هدیه می‌گیرید.',
    );
    const [joined] = await inbox(f.customer.a);
    expect(joined).toMatchObject({ code: 'referral_joined', title: 'دوستتان عضو شد' });
    expect(joined?.message).toBe(
      '۰۹۱۲***۸۸۸۸ با دعوت شما عضو فروشگاه شد؛ وقتی اولین سفارشش تکمیل شود، ۵۰۰ امتیاز می‌گیرید.',
    );

    // Once only: a second claim (this link or another) is refused and writes nothing.
    const other = v3(await t.call('GET', '/api/v3/referrals/code/', { token: B }), referralLink);
    expect(
      refused(
        await t.call('POST', '/api/v3/referrals/claim/', {
          token: friend.token,
          body: { code: other.code },
        }),
      ),
    ).toContain('معرف شما پیش‌تر ثبت شده است');

    // The points arrive with the friend's first completed order, and both hear of it.
    await placeAndComplete(friend.token);
    const rewarded = await inbox(friend.id);
    expect(rewarded.find((n) => n.code === 'referral_reward')?.message).toBe(
      'با تکمیل اولین سفارشتان، ۲۰۰ امتیاز هدیهٔ دعوت مریم احمدی را گرفتید.',
    );
    const told = await inbox(f.customer.a);
    expect(told.find((n) => n.code === 'referral_reward')?.message).toContain('۵۰۰ امتیاز گرفتید');
  });

  it('refuses one’s own link, an account that was not just made, and an unknown code', async () => {
    expect(
      refused(await t.call('POST', '/api/v3/referrals/claim/', { token: A, body: { code } })),
    ).toContain('خودتان');
    await t.db
      .update(customers)
      .set({ createdAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(customers.id, f.customer.b));
    expect(
      refused(await t.call('POST', '/api/v3/referrals/claim/', { token: B, body: { code } })),
    ).toContain('فقط هنگام عضویت');
    const newcomer = await signUp('09127778889');
    expect(
      refused(
        await t.call('POST', '/api/v3/referrals/claim/', {
          token: newcomer.token,
          body: { code: 'ZZZZ2222' },
        }),
        404,
      ),
    ).toContain('دعوت‌نامه پیدا نشد');
    const [none] = await t.db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.referredId, newcomer.id));
    expect(none?.n).toBe(0);
  });

  it('ties a friend once when two claims race', async () => {
    const friend = await signUp('09127778890');
    const other = v3(await t.call('GET', '/api/v3/referrals/code/', { token: B }), referralLink);
    const answers = await Promise.all(
      [code, other.code].map((each) =>
        t.call('POST', '/api/v3/referrals/claim/', { token: friend.token, body: { code: each } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const [rows] = await t.db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.referredId, friend.id));
    expect(rows?.n).toBe(1);
    const welcomes = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.customerId, friend.id), eq(notifications.code, 'referral_welcome')),
      );
    expect(welcomes[0]?.n).toBe(1);
  });

  it('tells a friend introduced by mobile who invited them, at their first login', async () => {
    v3(
      await t.call('POST', '/api/v3/referrals/referral/', {
        token: A,
        body: {
          referred_user: { first_name: 'نیما', last_name: 'صادقی', mobile: '09127778891' },
          plan: l.plan.open,
        },
      }),
      referral,
      201,
    );
    const friend = await signUp('09127778891');
    const [welcome] = await inbox(friend.id);
    expect(welcome?.code).toBe('referral_welcome');
    expect(welcome?.message).toContain('مریم احمدی شما را به فروشگاه دعوت کرده است');
    const [joined] = await inbox(f.customer.a);
    expect(joined?.message).toContain('نیما صادقی با دعوت شما عضو فروشگاه شد');
  });
});
