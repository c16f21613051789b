import { and, eq, gte, sql } from 'drizzle-orm';
import type { PointReason } from '@/lib/contract/loyalty';
import type { Database, Executor } from '@/server/db/database';
import { customers, pointHistories } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';

export type PointChange = {
  customerId: number;
  /** Positive earns, negative spends or takes back. */
  points: number;
  reason: PointReason;
  orderId?: number;
  giftRequestId?: number;
  referralId?: number;
  wheelSpinId?: number;
  userId?: number;
  description?: string;
};

export type PointResult = { historyId: number; balance: number };

/**
 * Moves a customer's points and writes the ledger row, in the caller's
 * transaction. The balance changes by one conditional UPDATE, which locks the
 * customer row until the transaction ends: concurrent changes queue behind it,
 * each row's balance_after is the balance it left, and a spend the balance
 * cannot cover returns null and changes nothing (the balance never goes below
 * zero). customers.points is therefore always the sum of the ledger.
 */
export async function changePoints(tx: Executor, change: PointChange): Promise<PointResult | null> {
  if (!Number.isInteger(change.points) || change.points === 0) {
    throw new RangeError(`a points change must be a non-zero whole number, got ${change.points}`);
  }
  const covered = change.points < 0 ? gte(customers.points, -change.points) : undefined;
  const [updated] = await tx
    .update(customers)
    .set({ points: sql`${customers.points} + ${change.points}` })
    .where(and(eq(customers.id, change.customerId), covered))
    .returning({ balance: customers.points });
  if (!updated) return null;
  const [row] = await tx
    .insert(pointHistories)
    .values({
      customerId: change.customerId,
      points: change.points,
      balanceAfter: updated.balance,
      reason: change.reason,
      orderId: change.orderId,
      giftRequestId: change.giftRequestId,
      referralId: change.referralId,
      wheelSpinId: change.wheelSpinId,
      userId: change.userId,
      description: change.description ?? '',
    })
    .returning({ id: pointHistories.id });
  if (!row) throw new Error('points history row was not written');
  return { historyId: row.id, balance: updated.balance };
}

/** The customer's balance, read with a row lock when `lock` (inside a transaction). */
export async function pointsOf(tx: Executor, customerId: number, lock = false): Promise<number> {
  const query = tx
    .select({ points: customers.points })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error(`customer ${customerId} is missing`);
  return row.points;
}

/**
 * A staff adjustment (reason staff, with the staff user and their note); a
 * deduction larger than the balance is refused. Answers the new balance.
 */
export async function adjustPoints(
  db: Database,
  input: { customerId: number; points: number; userId: number; note: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await changePoints(tx, {
      customerId: input.customerId,
      points: input.points,
      reason: 'staff',
      userId: input.userId,
      description: input.note,
    });
    if (!result) {
      throw ApiError.badRequest(
        fillMessage(apiMessages.loyalty.adjustTooLarge, {
          points: -input.points,
          balance: await pointsOf(tx, input.customerId),
        }),
      );
    }
    return result.balance;
  });
}
