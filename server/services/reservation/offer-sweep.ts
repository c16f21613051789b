import { gte } from 'drizzle-orm';
import { tehranDate } from '@/lib/format/jalali';
import type { Database } from '@/server/db/database';
import { reservationWaitlist } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { lapseOffers, offerFreedSeats } from './offers';
import { inLockOrder, lockWindow } from './seats';

/**
 * Holds run out without a write, so their seats are offered on by a sweep:
 * for every slot someone waits for, offers that lapsed end with their holds
 * and whatever is free goes to the next in line, one slot per transaction
 * under its window's lock (taken before any row of it is touched). Any number of instances may sweep at once: the
 * lock makes the second find the seats already offered. Answers how many
 * customers were offered seats.
 */
export async function sweepSeatOffers(db: Database, now: Date = new Date()): Promise<number> {
  const slots = await db
    .selectDistinct({
      productId: reservationWaitlist.productId,
      reserve_date: reservationWaitlist.reserveDate,
      start_time: reservationWaitlist.startTime,
      end_time: reservationWaitlist.endTime,
    })
    .from(reservationWaitlist)
    .where(gte(reservationWaitlist.reserveDate, tehranDate(now)));
  let offered = 0;
  for (const slot of inLockOrder(slots.map((row) => ({ ...row, name: '' })))) {
    try {
      offered += await db.transaction(async (tx) => {
        await lockWindow(tx, slot);
        await lapseOffers(tx, slot, now);
        return offerFreedSeats(tx, slot, now);
      });
    } catch (error) {
      // A window the shop no longer offers has no seats to give: the other lines go on.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return offered;
}
