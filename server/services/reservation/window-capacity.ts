import { and, eq, gte } from 'drizzle-orm';
import type { WindowCapacityResult } from '@/lib/contract/seat-waitlist';
import { tehranDate } from '@/lib/format/jalali';
import type { Database } from '@/server/db/database';
import { reservationWaitlist, reservationWindows } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { iranWeekday } from '@/server/services/catalog/shop-days';
import { offerFreedSeats } from './offers';

/**
 * Staff set a window's capacity. In the same transaction, with the window's
 * row locked, every coming day of it with a line is offered the seats the
 * change freed (a lower capacity offers none and cancels no booking).
 */
export async function setWindowCapacity(
  db: Database,
  windowId: number,
  capacity: number,
  now: Date = new Date(),
): Promise<WindowCapacityResult> {
  return db.transaction(async (tx) => {
    const [window] = await tx
      .update(reservationWindows)
      .set({ capacity })
      .where(eq(reservationWindows.id, windowId))
      .returning();
    if (!window) throw ApiError.notFound();
    const days = await tx
      .selectDistinct({ day: reservationWaitlist.reserveDate })
      .from(reservationWaitlist)
      .where(
        and(
          eq(reservationWaitlist.productId, window.productId),
          eq(reservationWaitlist.startTime, window.startTime),
          eq(reservationWaitlist.endTime, window.endTime),
          gte(reservationWaitlist.reserveDate, tehranDate(now)),
        ),
      )
      .orderBy(reservationWaitlist.reserveDate);
    let offered = 0;
    for (const { day } of days.filter(({ day }) => iranWeekday(day) === window.weekday)) {
      offered += await offerFreedSeats(
        tx,
        {
          productId: window.productId,
          reserve_date: day,
          start_time: window.startTime,
          end_time: window.endTime,
        },
        now,
      );
    }
    return { id: window.id, capacity: window.capacity, offered };
  });
}
