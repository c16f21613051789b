import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { coupons, couponUsages } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { refusalMessage } from './evaluate';

/**
 * Writes one use of a coupon the caller's transaction holds locked and has just
 * checked: used_count goes up only while uses are left (a second guard besides
 * the lock), and the use is recorded against the customer and the order.
 */
export async function recordCouponUse(
  tx: Executor,
  use: { couponId: number; customerId: number; orderId: number | null },
): Promise<void> {
  const [counted] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  if (!counted) throw ApiError.badRequest(refusalMessage({ reason: 'usedUp' }));
  await tx.insert(couponUsages).values(use);
}

/** Gives back the coupon use an order held (the order was cancelled). */
export async function releaseCouponUse(tx: Executor, orderId: number): Promise<void> {
  const released = await tx
    .delete(couponUsages)
    .where(eq(couponUsages.orderId, orderId))
    .returning({ couponId: couponUsages.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} - 1` })
      .where(and(eq(coupons.id, couponId), gt(coupons.usedCount, 0)));
  }
}
