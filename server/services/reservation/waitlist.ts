import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { WaitlistEntry, WaitlistJoinBody } from '@/lib/contract/seat-waitlist';
import type { Database, Executor } from '@/server/db/database';
import { products, reservationHolds, reservationWaitlist } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { bookableSlot } from './bookable-slot';
import { offerFreedSeats, sameWaitSlot } from './offers';
import { claimSeats } from './seats';

const messages = apiMessages.reservation;

type WaitRow = typeof reservationWaitlist.$inferSelect;

/** A row as the caller sees it, with its place among those still waiting ahead of it. */
async function toEntry(db: Executor, row: WaitRow): Promise<WaitlistEntry> {
  const ahead = row.offerExpiresAt
    ? []
    : await db
        .select({ id: reservationWaitlist.id })
        .from(reservationWaitlist)
        .where(
          and(
            sameWaitSlot(slotOf(row)),
            isNull(reservationWaitlist.offerExpiresAt),
            lt(reservationWaitlist.id, row.id),
          ),
        );
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, row.productId));
  return {
    id: row.id,
    product_id: row.productId,
    product_name: product?.name ?? '',
    reserve_date: row.reserveDate,
    start_time: row.startTime,
    end_time: row.endTime,
    count: row.count,
    position: ahead.length + 1,
    status: row.offerExpiresAt ? 'offered' : 'waiting',
    offer_expires_at: row.offerExpiresAt?.toISOString() ?? null,
  };
}

const slotOf = (row: WaitRow) => ({
  productId: row.productId,
  reserve_date: row.reserveDate,
  start_time: row.startTime,
  end_time: row.endTime,
});

/**
 * Puts the caller in line for seats of a slot that has too few for them: the
 * slot is checked as a booking's is, and counted under the window's lock, so
 * a slot with room is a 400 (book it instead). Joining twice keeps the first
 * place.
 */
export async function joinWaitlist(
  db: Database,
  customerId: number,
  input: WaitlistJoinBody,
  now: Date = new Date(),
): Promise<WaitlistEntry> {
  const slot = await bookableSlot(db, input, now);
  const row = await db.transaction(async (tx) => {
    const hasRoom = await claimSeats(tx, slot, input.count, { customerId }, now).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) return false;
        throw error;
      },
    );
    if (hasRoom) throw ApiError.badRequest(messages.notFull);
    await tx
      .insert(reservationWaitlist)
      .values({
        customerId,
        productId: slot.productId,
        reserveDate: input.reserve_date,
        startTime: input.start_time,
        endTime: input.end_time,
        count: input.count,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [entry] = await tx
      .select()
      .from(reservationWaitlist)
      .where(and(sameWaitSlot(slot), eq(reservationWaitlist.customerId, customerId)));
    if (!entry) throw ApiError.notFound();
    return entry;
  });
  return toEntry(db, row);
}

/**
 * Takes the caller out of a line (anyone else's entry is a 404). Seats
 * offered to them and not yet booked go back and on to the next in line, in
 * the same transaction.
 */
export async function leaveWaitlist(
  db: Database,
  customerId: number,
  entryId: number,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(reservationWaitlist)
      .where(
        and(eq(reservationWaitlist.id, entryId), eq(reservationWaitlist.customerId, customerId)),
      )
      .returning();
    if (!gone) throw ApiError.notFound();
    if (!gone.offerExpiresAt) return;
    const slot = slotOf(gone);
    await tx
      .delete(reservationHolds)
      .where(
        and(
          eq(reservationHolds.customerId, customerId),
          eq(reservationHolds.productId, slot.productId),
          eq(reservationHolds.reserveDate, slot.reserve_date),
          eq(reservationHolds.startTime, slot.start_time),
          eq(reservationHolds.endTime, slot.end_time),
        ),
      );
    await offerFreedSeats(tx, slot, now);
  });
}

/** The caller's lines: offers first (soonest to lapse), then by day and window. */
export async function listWaitlist(db: Executor, customerId: number): Promise<WaitlistEntry[]> {
  const rows = await db
    .select()
    .from(reservationWaitlist)
    .where(eq(reservationWaitlist.customerId, customerId))
    .orderBy(
      asc(reservationWaitlist.offerExpiresAt),
      asc(reservationWaitlist.reserveDate),
      asc(reservationWaitlist.startTime),
      asc(reservationWaitlist.id),
    )
    .limit(100);
  return Promise.all(rows.map((row) => toEntry(db, row)));
}
