import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Referral, ReferralList, ReferralPlan, referralBody } from '@/lib/contract/loyalty';
import { formatJalaliDate } from '@/lib/format/jalali';
import type { Database, Executor } from '@/server/db/database';
import { customers, referralPlans, referrals } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { isUniqueViolation } from '@/server/services/order/unique-violation';
import { maskMobile, notifyReferralJoined } from './referral-notices';

const messages = apiMessages.loyalty;

type PlanRow = typeof referralPlans.$inferSelect;

/** Whether a plan has reached its end at `now`: from then on it is neither offered nor accepted. */
function hasEnded(row: Pick<PlanRow, 'endsAt'>, now: Date): boolean {
  return row.endsAt !== null && row.endsAt.getTime() <= now.getTime();
}

function toPlan(row: PlanRow, now: Date): ReferralPlan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    referrer_points: row.referrerPoints,
    referred_points: row.referredPoints,
    max_referrals: row.maxReferrals,
    is_active: row.isActive && !hasEnded(row, now),
    soft_delete: row.softDelete,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/** A plan on offer at `now`: switched on and not past its end. */
export function planIsLive(now: Date): SQL | undefined {
  return and(
    eq(referralPlans.isActive, true),
    or(isNull(referralPlans.endsAt), gt(referralPlans.endsAt, now)),
  );
}

/**
 * v3 GET /referrals/plan: plans, filtered by is_active and soft_delete when
 * asked. A plan past its end counts as inactive: is_active=true never offers it.
 */
export async function listReferralPlans(
  db: Executor,
  filter: { isActive?: boolean; softDelete?: boolean },
  now: Date = new Date(),
): Promise<{ count: number; results: ReferralPlan[] }> {
  const active =
    filter.isActive === undefined
      ? undefined
      : filter.isActive
        ? planIsLive(now)
        : or(eq(referralPlans.isActive, false), lte(referralPlans.endsAt, now));
  const rows = await db
    .select()
    .from(referralPlans)
    .where(
      and(
        active,
        filter.softDelete === undefined
          ? undefined
          : eq(referralPlans.softDelete, filter.softDelete),
      ),
    )
    .orderBy(referralPlans.id);
  return { count: rows.length, results: rows.map((row) => toPlan(row, now)) };
}

const referralColumns = {
  id: referrals.id,
  firstName: referrals.referredFirstName,
  lastName: referrals.referredLastName,
  mobile: referrals.referredMobile,
  referredId: referrals.referredId,
  planId: referralPlans.id,
  planTitle: referralPlans.title,
  createdAt: referrals.createdAt,
  rewardedAt: referrals.rewardedAt,
};

type ReferralRow = {
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
  referredId: number | null;
  planId: number;
  planTitle: string;
  createdAt: Date;
  rewardedAt: Date | null;
};

function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    referred_user: {
      first_name: row.firstName,
      last_name: row.lastName,
      mobile: maskMobile(row.mobile),
    },
    plan: { id: row.planId, title: row.planTitle },
    state: row.rewardedAt ? 'rewarded' : row.referredId !== null ? 'joined' : 'invited',
    created_at: row.createdAt.toISOString(),
    rewarded_at: row.rewardedAt?.toISOString() ?? null,
  };
}

function referralQuery(db: Executor) {
  return db
    .select(referralColumns)
    .from(referrals)
    .innerJoin(referralPlans, eq(referralPlans.id, referrals.planId));
}

/** v3 GET /referrals/referral/: the friends the caller introduced, newest first. */
export async function listReferrals(db: Executor, referrerId: number): Promise<ReferralList> {
  const rows = await referralQuery(db)
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  return { count: rows.length, results: rows.map(toReferral) };
}

type ReferralInput = z.output<typeof referralBody>;

/**
 * v3 POST /referrals/referral/: introduces a friend by mobile and name under a
 * live plan. Refused: oneself, a mobile that is already a customer, a mobile
 * someone already introduced (the unique index settles a race), a plan past
 * its end, and a plan's per-referrer limit (counted under the referrer's row lock).
 */
export async function createReferral(
  db: Database,
  referrerId: number,
  body: ReferralInput,
  now: Date = new Date(),
) {
  const friend = body.referred_user;
  try {
    return await db.transaction(async (tx) => {
      const [me] = await tx
        .select({ mobile: customers.mobile })
        .from(customers)
        .where(eq(customers.id, referrerId))
        .for('no key update');
      if (!me) throw ApiError.notFound();
      if (me.mobile === friend.mobile) throw ApiError.badRequest(messages.referSelf);
      const [plan] = await tx
        .select()
        .from(referralPlans)
        .where(
          and(
            eq(referralPlans.id, body.plan),
            eq(referralPlans.isActive, true),
            eq(referralPlans.softDelete, false),
          ),
        );
      if (!plan)
        throw ApiError.badRequest(messages.planNotFound, { plan: [messages.planNotFound] });
      if (hasEnded(plan, now)) {
        const ended = fillMessage(messages.planEnded, {
          title: plan.title,
          date: formatJalaliDate(plan.endsAt ?? now),
        });
        throw ApiError.badRequest(ended, { plan: [ended] });
      }
      const [existing] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.mobile, friend.mobile));
      if (existing) throw ApiError.badRequest(messages.referExisting);
      const [taken] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(eq(referrals.referredMobile, friend.mobile));
      if (taken) throw ApiError.badRequest(messages.referDuplicate);
      if (plan.maxReferrals !== null) {
        const [used] = await tx
          .select({ n: count() })
          .from(referrals)
          .where(and(eq(referrals.referrerId, referrerId), eq(referrals.planId, plan.id)));
        if (Number(used?.n ?? 0) >= plan.maxReferrals) {
          throw ApiError.badRequest(fillMessage(messages.planLimit, { count: plan.maxReferrals }));
        }
      }
      const [row] = await tx
        .insert(referrals)
        .values({
          referrerId,
          referredMobile: friend.mobile,
          referredFirstName: friend.first_name,
          referredLastName: friend.last_name,
          planId: plan.id,
        })
        .returning({ id: referrals.id });
      if (!row) throw new Error('referral was not written');
      const [view] = await referralQuery(tx).where(eq(referrals.id, row.id));
      if (!view) throw new Error('referral vanished');
      return toReferral(view);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'referrals_referred_mobile_uq')) {
      throw ApiError.badRequest(messages.referDuplicate);
    }
    throw error;
  }
}

/**
 * A new customer's first login links the referral made for their mobile, and
 * records who introduced them; the reward waits for their first completed
 * order. Both are told: the friend who invited them and what they will earn,
 * the referrer that their friend has joined.
 */
export async function linkReferral(
  tx: Executor,
  customerId: number,
  mobile: string,
): Promise<void> {
  const [linked] = await tx
    .update(referrals)
    .set({ referredId: customerId })
    .where(and(eq(referrals.referredMobile, mobile), isNull(referrals.referredId)))
    .returning({ id: referrals.id, referrerId: referrals.referrerId });
  if (!linked) return;
  await tx
    .update(customers)
    .set({ referrerId: linked.referrerId })
    .where(and(eq(customers.id, customerId), isNull(customers.referrerId)));
  await notifyReferralJoined(tx, linked.id);
}
