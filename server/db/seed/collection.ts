import { and, eq } from 'drizzle-orm';
import { tehranDate } from '@/lib/format/jalali';
import { tehranInstant } from '@/server/services/collection/next-pickup';
import { branchWindows } from '@/server/services/collection/places';
import { nextPickup } from '@/server/services/collection/schedule';
import type { Executor } from '../database';
import { collectionPickups, collectionSchedules, orders, shops } from '../schema';
import { DAY_MS, iranWeekday } from './dates';

/** The demo's standing order: fresh bread every Saturday and Tuesday (0 = Saturday). */
const STANDING_WEEKDAYS = [0, 3];
const DRIVER_NOTE = 'نان‌ها را داغ و در کیسهٔ پارچه‌ای تحویل می‌دهیم؛ کیسهٔ قبلی را بیاورید.';
/** How many past pickups the demo request has already had. */
const PAST_PICKUPS = 3;

/**
 * Turns the demo customer's collection request into a standing order: picked
 * up at its branch in the first window of the branch's hours every Saturday
 * and Tuesday, with its last few pickups handed over and a driver's note, and
 * due next on the coming Saturday or Tuesday that is not a holiday.
 */
export async function seedCollectionRequests(db: Executor, customerId: number, now: Date) {
  const requests = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.kind, 'collection')));
  for (const request of requests) {
    const [shop] =
      request.pickupShopId === null
        ? []
        : await db.select().from(shops).where(eq(shops.id, request.pickupShopId));
    const window = branchWindows(shop?.opensAt ?? null, shop?.closesAt ?? null)[0];
    if (!window) throw new Error('the demo collection branch has no hours');

    const past: string[] = [];
    for (let back = 1; past.length < PAST_PICKUPS && back < 30; back++) {
      const day = tehranDate(new Date(now.getTime() - back * DAY_MS));
      if (STANDING_WEEKDAYS.includes(iranWeekday(day))) past.push(day);
    }
    const lastPickupDate = past[0] ?? null;
    const next = await nextPickup(
      db,
      {
        repeat: true,
        weekdays: STANDING_WEEKDAYS,
        firstDate: tehranDate(now),
        startTime: window.startTime,
        lastPickupDate,
      },
      now,
    );
    await db
      .update(orders)
      .set({
        reserveDate: next,
        startTime: window.startTime,
        endTime: window.endTime,
        zoneTimeId: null,
        nextOrderTime: next ? tehranInstant(next, window.startTime) : null,
        driverNote: DRIVER_NOTE,
      })
      .where(eq(orders.id, request.id));
    await db.insert(collectionSchedules).values({
      orderId: request.id,
      repeat: true,
      weekdays: STANDING_WEEKDAYS,
      pickupsDone: past.length,
      lastPickupDate,
    });
    if (past.length > 0) {
      await db.insert(collectionPickups).values(
        past.map((day) => ({
          orderId: request.id,
          pickupDate: day,
          createdAt: tehranInstant(day, window.endTime),
        })),
      );
    }
  }
}
