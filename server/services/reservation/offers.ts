import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { SEAT_OFFER_SECONDS } from '@/lib/contract/seat-waitlist';
import type { Executor } from '@/server/db/database';
import { products, reservationHolds, reservationWaitlist } from '@/server/db/schema';
import { tellSeatOffered } from './seat-notices';
import { freeSeats, type Slot } from './seats';

/** The waitlist rows of one slot. */
export const sameWaitSlot = (slot: Omit<Slot, 'name'>) =>
  and(
    eq(reservationWaitlist.productId, slot.productId),
    eq(reservationWaitlist.reserveDate, slot.reserve_date),
    eq(reservationWaitlist.startTime, slot.start_time),
    eq(reservationWaitlist.endTime, slot.end_time),
  );

/**
 * Offers a slot's free seats down its waitlist, in the transaction that freed
 * them (a cancel, a released or lapsed hold, more capacity): under the
 * window's lock, the first customer still waiting gets the seats they asked
 * for as a hold of SEAT_OFFER_SECONDS, and is told by the bell, a push and an
 * SMS; then the next, while seats are left. The line is kept strictly: when
 * the first wants more seats than are free, nobody behind them jumps it. An
 * offered hold counts against the window, so a second freer sees no seat to
 * offer. Answers how many customers were offered seats.
 */
export async function offerFreedSeats(
  tx: Executor,
  slot: Omit<Slot, 'name'>,
  now: Date,
): Promise<number> {
  const named = { ...slot, name: '' };
  let free = await freeSeats(tx, named, now);
  let offered = 0;
  while (free > 0) {
    const [next] = await tx
      .select()
      .from(reservationWaitlist)
      .where(and(sameWaitSlot(slot), isNull(reservationWaitlist.offerExpiresAt)))
      .orderBy(asc(reservationWaitlist.id))
      .limit(1);
    if (!next || next.count > free) break;
    const expiresAt = new Date(now.getTime() + SEAT_OFFER_SECONDS * 1000);
    const held = {
      reserveDate: slot.reserve_date,
      startTime: slot.start_time,
      endTime: slot.end_time,
      count: next.count,
      expiresAt,
      createdAt: now,
    };
    await tx
      .insert(reservationHolds)
      .values({ customerId: next.customerId, productId: slot.productId, ...held })
      .onConflictDoUpdate({
        target: [reservationHolds.customerId, reservationHolds.productId],
        set: held,
      });
    await tx
      .update(reservationWaitlist)
      .set({ offerExpiresAt: expiresAt })
      .where(eq(reservationWaitlist.id, next.id));
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, slot.productId));
    await tellSeatOffered(
      tx,
      next.customerId,
      { ...slot, name: product?.name ?? '' },
      SEAT_OFFER_SECONDS / 60,
    );
    free -= next.count;
    offered += 1;
  }
  return offered;
}

/**
 * Ends the offers of a slot that lapsed unused (their holds ran out with
 * them) and deletes the slot's expired holds, under the window's lock the
 * caller took: the seats are free for the next in line.
 */
export async function lapseOffers(tx: Executor, slot: Omit<Slot, 'name'>, now: Date) {
  await tx
    .delete(reservationWaitlist)
    .where(and(sameWaitSlot(slot), lte(reservationWaitlist.offerExpiresAt, now)));
  await tx
    .delete(reservationHolds)
    .where(
      and(
        eq(reservationHolds.productId, slot.productId),
        eq(reservationHolds.reserveDate, slot.reserve_date),
        eq(reservationHolds.startTime, slot.start_time),
        eq(reservationHolds.endTime, slot.end_time),
        lte(reservationHolds.expiresAt, now),
      ),
    );
}

/** A booking uses up its customer's places in the lines of the slots it took (an offer taken). */
export async function leaveBookedLines(
  tx: Executor,
  customerId: number,
  slots: readonly Omit<Slot, 'name'>[],
): Promise<void> {
  if (slots.length === 0) return;
  await tx
    .delete(reservationWaitlist)
    .where(
      and(
        eq(reservationWaitlist.customerId, customerId),
        or(...slots.map((slot) => sameWaitSlot(slot))),
      ),
    );
}
