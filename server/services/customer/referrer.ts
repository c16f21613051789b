import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';

export type ReferrerDecision = { referrerId: number } | { error: string } | null;

/**
 * The referrer a profile edit may record: set once (it decides who earns
 * referral points), never oneself, and only an existing customer. Sending the
 * current referrer again, or nothing, changes nothing (null).
 */
export async function decideReferrer(
  db: Executor,
  me: { id: number; referrerId: number | null },
  requested: number | null | undefined,
): Promise<ReferrerDecision> {
  if (requested === undefined || requested === null || requested === me.referrerId) return null;
  if (me.referrerId !== null) return { error: apiMessages.customer.referrerLocked };
  if (requested === me.id) return { error: apiMessages.customer.referrerSelf };
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, requested))
    .limit(1);
  return row ? { referrerId: row.id } : { error: apiMessages.customer.referrerNotFound };
}
