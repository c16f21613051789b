import { and, eq, lte } from 'drizzle-orm';
import { type Hold, type HoldBody, RESERVATION_HOLD_SECONDS } from '@/lib/contract/reservation';
import type { Database } from '@/server/db/database';
import { reservationHolds } from '@/server/db/schema';
import { bookableSlot } from './bookable-slot';
import { offerFreedSeats } from './offers';
import { claimSeats, dropHolds, lockWindow } from './seats';

/**
 * Sets `count` seats of a slot aside for the customer for RESERVATION_HOLD_SECONDS,
 * so a second customer reaching for the last seat learns at selection that it
 * is gone. The slot is checked as a booking is (offered, not past, not a
 * holiday) and counted under the window's lock; the customer's earlier hold on
 * the product is replaced, and expired holds of the slot are cleared.
 */
export async function holdSeats(
  db: Database,
  customerId: number,
  input: HoldBody,
  now: Date = new Date(),
): Promise<Hold> {
  const slot = await bookableSlot(db, input, now);
  const expiresAt = new Date(now.getTime() + RESERVATION_HOLD_SECONDS * 1000);
  const remaining = await db.transaction(async (tx) => {
    const left = await claimSeats(tx, slot, input.count, { customerId }, now);
    await tx
      .delete(reservationHolds)
      .where(
        and(eq(reservationHolds.productId, slot.productId), lte(reservationHolds.expiresAt, now)),
      );
    await tx
      .insert(reservationHolds)
      .values({
        customerId,
        productId: slot.productId,
        reserveDate: input.reserve_date,
        startTime: input.start_time,
        endTime: input.end_time,
        count: input.count,
        expiresAt,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [reservationHolds.customerId, reservationHolds.productId],
        set: {
          reserveDate: input.reserve_date,
          startTime: input.start_time,
          endTime: input.end_time,
          count: input.count,
          expiresAt,
          createdAt: now,
        },
      });
    return left;
  });
  return {
    product_id: slot.productId,
    reserve_date: input.reserve_date,
    start_time: input.start_time,
    end_time: input.end_time,
    count: input.count,
    expires_at: expiresAt.toISOString(),
    remaining,
  };
}

/**
 * Lets the customer's hold on a product go (they chose another product or
 * left); its seats are offered to the slot's line in the same transaction.
 */
export async function releaseHold(
  db: Database,
  customerId: number,
  productId: number,
  now: Date = new Date(),
) {
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select()
      .from(reservationHolds)
      .where(
        and(eq(reservationHolds.customerId, customerId), eq(reservationHolds.productId, productId)),
      );
    if (!held) return;
    const slot = {
      productId,
      name: '',
      reserve_date: held.reserveDate,
      start_time: held.startTime,
      end_time: held.endTime,
    };
    // The window first, as every path takes it, then the hold row.
    await lockWindow(tx, slot);
    await dropHolds(tx, customerId, [productId]);
    await offerFreedSeats(tx, slot, now);
  });
}
