import { randomInt } from 'node:crypto';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { ReferralInvite, ReferralLink } from '@/lib/contract/loyalty';
import type { Database, Executor } from '@/server/db/database';
import { customers, orders, referralPlans, referrals } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { isUniqueViolation } from '@/server/services/order/unique-violation';
import { notifyReferralJoined } from './referral-notices';
import { planIsLive } from './referrals';

const messages = apiMessages.loyalty;

/** Capitals and digits that cannot be mistaken for one another (no I, O, 0 or 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Attempts at a fresh code before giving up: a clash among 32⁸ codes is already rare. */
const CODE_ATTEMPTS = 5;
/**
 * An invitation is taken at sign-up: within this long of the account's
 * creation, before any order. Later, the customer was not brought by the link.
 */
const CLAIM_WINDOW_MS = 24 * 60 * 60 * 1000;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The login page with the code, on the shop's origin as the caller reached it. */
function inviteLink(origin: string, code: string): string {
  return new URL(`/login?ref=${encodeURIComponent(code)}`, `${origin}/`).href;
}

/**
 * GET /referrals/code/: the caller's invitation code, made the first time it
 * is asked for. Random, so a code says nothing of who holds it and nobody can
 * walk the codes; a clash with another customer's code draws again.
 */
export async function referralLinkOf(
  db: Executor,
  customerId: number,
  origin: string,
): Promise<ReferralLink> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [row] = await db
      .select({ code: customers.referralCode })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row) throw ApiError.notFound();
    if (row.code) return { code: row.code, link: inviteLink(origin, row.code) };
    try {
      // Only a customer still without a code gets one: two first asks agree on the winner's.
      await db
        .update(customers)
        .set({ referralCode: newCode() })
        .where(and(eq(customers.id, customerId), isNull(customers.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error, 'customers_referral_code_uq')) throw error;
    }
  }
  throw new Error(`no referral code could be made for customer ${customerId}`);
}

type Plan = typeof referralPlans.$inferSelect;

/**
 * The plan a friend joining through the referrer's link is taken in under:
 * the first live plan (by id) in which the referrer has room left; null when
 * none is live.
 */
async function planFor(db: Executor, referrerId: number, now: Date): Promise<Plan | null> {
  const plans = await db
    .select()
    .from(referralPlans)
    .where(and(planIsLive(now), eq(referralPlans.softDelete, false)))
    .orderBy(asc(referralPlans.id));
  for (const plan of plans) {
    if (plan.maxReferrals === null) return plan;
    const [used] = await db
      .select({ n: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, referrerId), eq(referrals.planId, plan.id)));
    if (Number(used?.n ?? 0) < plan.maxReferrals) return plan;
  }
  return null;
}

async function referrerByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.referralCode, code));
  if (!row) throw ApiError.notFound(messages.inviteNotFound);
  return row;
}

function toInvite(
  referrer: { firstName: string; lastName: string },
  plan: Plan | null,
): ReferralInvite {
  return {
    referrer: { first_name: referrer.firstName, last_name: referrer.lastName },
    plan: plan
      ? {
          id: plan.id,
          title: plan.title,
          referred_points: plan.referredPoints,
          ends_at: plan.endsAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /referrals/invite/{code}/: who invites, and what a friend joining now would earn. */
export async function readInvite(db: Executor, code: string, now: Date): Promise<ReferralInvite> {
  const referrer = await referrerByCode(db, code);
  return toInvite(referrer, await planFor(db, referrer.id, now));
}

/**
 * POST /referrals/claim/: a customer who has just signed up through a friend's
 * link is tied to that friend under the plan the link offers, and both are
 * told. Refused (400): one's own link, a customer someone already introduced
 * or who already has a referrer, an account that was not just made (older than
 * a day, or with an order), and a link under which no plan is live. The
 * customer's row is locked first, so two claims queue; the referrals' unique
 * indexes are the backstop.
 */
export async function claimReferral(
  db: Database,
  customerId: number,
  code: string,
  now: Date,
): Promise<ReferralInvite> {
  try {
    return await db.transaction(async (tx) => {
      const [me] = await tx
        .select()
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('no key update');
      if (!me) throw ApiError.notFound();
      const referrer = await referrerByCode(tx, code);
      if (referrer.id === me.id) throw ApiError.badRequest(messages.claimOwn);
      const [introduced] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(or(eq(referrals.referredId, me.id), eq(referrals.referredMobile, me.mobile)))
        .limit(1);
      if (me.referrerId !== null || introduced) throw ApiError.badRequest(messages.claimAlready);
      const [ordered] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, me.id))
        .limit(1);
      if (ordered || now.getTime() - me.createdAt.getTime() > CLAIM_WINDOW_MS) {
        throw ApiError.badRequest(messages.claimNotNew);
      }
      const plan = await planFor(tx, referrer.id, now);
      if (!plan) throw ApiError.badRequest(messages.claimNoPlan);
      const [row] = await tx
        .insert(referrals)
        .values({
          referrerId: referrer.id,
          referredId: me.id,
          referredMobile: me.mobile,
          referredFirstName: me.firstName,
          referredLastName: me.lastName,
          planId: plan.id,
          createdAt: now,
        })
        .returning({ id: referrals.id });
      if (!row) throw new Error('referral was not written');
      await tx.update(customers).set({ referrerId: referrer.id }).where(eq(customers.id, me.id));
      await notifyReferralJoined(tx, row.id);
      return toInvite(referrer, plan);
    });
  } catch (error) {
    if (
      isUniqueViolation(error, 'referrals_referred_uq') ||
      isUniqueViolation(error, 'referrals_referred_mobile_uq')
    ) {
      throw ApiError.badRequest(messages.claimAlready);
    }
    throw error;
  }
}
