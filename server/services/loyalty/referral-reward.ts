import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { customers, referralPlans, referrals } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { notify } from '@/server/services/notification/notify';
import { changePoints } from './points';
import { notifyReferredReward, REFERRER_LINK } from './referral-notices';

const notes = apiMessages.loyalty.notifications;

/**
 * The referral plan's reward, once: when a referred friend's first order is
 * completed, the referrer earns the plan's referrer points and the friend its
 * referred points, and each is told. The referral row is locked and rewarded_at set in the same
 * transaction, so simultaneous completions of the friend's orders reward once.
 */
export async function rewardReferral(tx: Executor, customerId: number, orderId: number) {
  const [row] = await tx
    .select({
      id: referrals.id,
      referrerId: referrals.referrerId,
      firstName: referrals.referredFirstName,
      lastName: referrals.referredLastName,
      referrerPoints: referralPlans.referrerPoints,
      referredPoints: referralPlans.referredPoints,
    })
    .from(referrals)
    .innerJoin(referralPlans, eq(referralPlans.id, referrals.planId))
    .where(and(eq(referrals.referredId, customerId), isNull(referrals.rewardedAt)))
    .for('update', { of: referrals });
  if (!row) return;
  await tx.update(referrals).set({ rewardedAt: new Date() }).where(eq(referrals.id, row.id));
  if (row.referrerPoints > 0) {
    await changePoints(tx, {
      customerId: row.referrerId,
      points: row.referrerPoints,
      reason: 'referral',
      referralId: row.id,
      orderId,
    });
    const name = `${row.firstName} ${row.lastName}`.trim();
    await notify(tx, row.referrerId, {
      code: 'referral_reward',
      variant: 'success',
      title: notes.referralTitle,
      message: fillMessage(notes.referralReward, { name, points: row.referrerPoints }),
      link: REFERRER_LINK,
    });
  }
  if (row.referredPoints > 0) {
    await changePoints(tx, {
      customerId,
      points: row.referredPoints,
      reason: 'referred',
      referralId: row.id,
    });
    await notifyReferredReward(tx, customerId, row.referrerId, row.referredPoints);
  }
  // customers.referrer_id mirrors who introduced the friend.
  await tx
    .update(customers)
    .set({ referrerId: row.referrerId })
    .where(and(eq(customers.id, customerId), isNull(customers.referrerId)));
}
