import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/database';
import { customers, referralPlans, referrals } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { notify } from '@/server/services/notification/notify';

const messages = apiMessages.loyalty;
const notes = messages.notifications;

/** Where each side reads about the referral: the friend their points, the referrer their friends. */
export const FRIEND_LINK = '/profile/loyalty';
export const REFERRER_LINK = '/profile/referrals';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** 09121234567 → 0912***4567: enough for the referrer to tell friends apart. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}***${mobile.slice(-4)}`;
}

const referrer = alias(customers, 'referrer');

/**
 * A referred friend has just joined (their first login with an introduced
 * mobile, or a sign-up through an invitation link): the friend hears who
 * invited them and what they earn, and when; the referrer, that the friend
 * joined and what their first completed order will bring. In the join's
 * transaction.
 */
export async function notifyReferralJoined(tx: Executor, referralId: number): Promise<void> {
  const [row] = await tx
    .select({
      friendId: referrals.referredId,
      friendMobile: referrals.referredMobile,
      friendFirst: referrals.referredFirstName,
      friendLast: referrals.referredLastName,
      referrerId: referrals.referrerId,
      referrerFirst: referrer.firstName,
      referrerLast: referrer.lastName,
      referrerPoints: referralPlans.referrerPoints,
      referredPoints: referralPlans.referredPoints,
    })
    .from(referrals)
    .innerJoin(referralPlans, eq(referralPlans.id, referrals.planId))
    .innerJoin(referrer, eq(referrer.id, referrals.referrerId))
    .where(eq(referrals.id, referralId));
  if (!row || row.friendId === null) return;
  const inviter = fullName(row.referrerFirst, row.referrerLast) || messages.inviterUnnamed;
  const friend = fullName(row.friendFirst, row.friendLast) || maskMobile(row.friendMobile);
  await notify(tx, row.friendId, {
    code: 'referral_welcome',
    variant: 'success',
    title: notes.referralWelcomeTitle,
    message:
      row.referredPoints > 0
        ? fillMessage(notes.referralWelcome, { name: inviter, points: row.referredPoints })
        : fillMessage(notes.referralWelcomeNoPoints, { name: inviter }),
    link: FRIEND_LINK,
  });
  await notify(tx, row.referrerId, {
    code: 'referral_joined',
    variant: 'info',
    title: notes.referralJoinedTitle,
    message:
      row.referrerPoints > 0
        ? fillMessage(notes.referralJoined, { name: friend, points: row.referrerPoints })
        : fillMessage(notes.referralJoinedNoPoints, { name: friend }),
    link: REFERRER_LINK,
  });
}

/** The friend's side of the reward: their points arrived with their first completed order. */
export async function notifyReferredReward(
  tx: Executor,
  friendId: number,
  referrerId: number,
  points: number,
): Promise<void> {
  const [row] = await tx
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(eq(customers.id, referrerId));
  const inviter = (row && fullName(row.first, row.last)) || messages.inviterUnnamed;
  await notify(tx, friendId, {
    code: 'referral_reward',
    variant: 'success',
    title: notes.referredRewardTitle,
    message: fillMessage(notes.referredReward, { name: inviter, points }),
    link: FRIEND_LINK,
  });
}
