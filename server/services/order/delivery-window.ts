import { and, count, eq, ne, notInArray } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { AvailableTime } from '@/lib/contract/zone';
import { tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { orders, zoneTimes } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { holidaysBetween } from '@/server/services/catalog/shop-days';
import { addDays, availableTimes, tehranClock } from '@/server/services/zone/available-times';
import type { DeliveryAddress } from './pricing';

/** How far ahead a pickup may be booked, in days after today. */
export const PICKUP_DAYS_AHEAD = 30;

const messages = apiMessages.order;

/** The time a customer chose: a window of the zone, or a day with a time. */
export type TimeChoice = {
  zoneTimeId?: number;
  reserveDate?: string;
  reserveTime?: string;
  startTime?: string;
  endTime?: string;
};

/** Where and when an order is handed over, as the orders row stores it. */
export type HandOver = {
  reserveDate: string;
  startTime: string | null;
  endTime: string | null;
  zoneTimeId: number | null;
};

function matches(window: AvailableTime, choice: TimeChoice): boolean {
  if (window.date !== choice.reserveDate) return false;
  if (choice.zoneTimeId !== undefined) return window.id === choice.zoneTimeId;
  if (choice.startTime !== undefined) {
    return (
      window.start_time === choice.startTime &&
      (choice.endTime === undefined || window.end_time === choice.endTime)
    );
  }
  return window.start_time === choice.reserveTime;
}

/**
 * The delivery window chosen for an address: it must be one of the windows the
 * address's zone offers (available-times: the coming seven days, no holidays,
 * none that has started), named by zone_time_id or by its start (and end) time
 * on reserve_date. Its capacity is enforced later, under a lock (holdWindowPlace).
 */
export async function chooseDeliveryWindow(
  db: Executor,
  address: DeliveryAddress,
  choice: TimeChoice,
  now: Date,
): Promise<HandOver> {
  const named =
    choice.zoneTimeId !== undefined ||
    choice.startTime !== undefined ||
    choice.reserveTime !== undefined;
  if (!choice.reserveDate || !named) throw ApiError.badRequest(messages.timeRequired);
  const { times } = await availableTimes(db, { lat: address.row.lat, lng: address.row.lng }, now);
  const window = times.find((time) => matches(time, choice));
  if (!window) throw ApiError.badRequest(messages.windowUnavailable);
  return {
    reserveDate: window.date,
    startTime: window.start_time,
    endTime: window.end_time,
    zoneTimeId: window.id,
  };
}

/**
 * Holds a place in a delivery window for the caller's transaction: the window's
 * zone_times row is locked, so orders for it are counted one at a time, and a
 * window already holding `capacity` live orders that day refuses with a 400.
 * An order being edited does not count against itself.
 */
export async function holdWindowPlace(
  tx: Executor,
  window: { zoneTimeId: number; reserveDate: string },
  excludeOrderId?: number,
): Promise<void> {
  const [row] = await tx
    .select({ capacity: zoneTimes.capacity })
    .from(zoneTimes)
    .where(eq(zoneTimes.id, window.zoneTimeId))
    .for('update');
  if (!row) throw ApiError.badRequest(messages.windowUnavailable);
  const [booked] = await tx
    .select({ taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.zoneTimeId, window.zoneTimeId),
        eq(orders.reserveDate, window.reserveDate),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        excludeOrderId === undefined ? undefined : ne(orders.id, excludeOrderId),
      ),
    );
  if ((booked?.taken ?? 0) >= row.capacity) throw ApiError.badRequest(messages.windowFull);
}

/** Whether a hand-over time has come: its day is past, or it is today and its start has passed. */
export function handOverPassed(
  handOver: { reserveDate: string | null; startTime: string | null },
  now: Date,
): boolean {
  if (handOver.reserveDate === null) return false;
  const today = tehranDate(now);
  if (handOver.reserveDate !== today) return handOver.reserveDate < today;
  return handOver.startTime !== null && handOver.startTime <= tehranClock(now);
}

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const isClock = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

/**
 * A pickup's day and time: a real day from today to PICKUP_DAYS_AHEAD days on,
 * not an Iranian holiday, and when it is today, a time still ahead. The time is
 * reserve_time, or start_time (with end_time when given).
 */
export async function choosePickupTime(
  db: Executor,
  choice: TimeChoice,
  now: Date,
): Promise<HandOver> {
  const start = choice.startTime ?? choice.reserveTime;
  const day = choice.reserveDate;
  if (!day || !start) throw ApiError.badRequest(messages.pickupTimeRequired);
  if (!isRealDay(day)) throw ApiError.badRequest(apiMessages.validation.dateInvalid);
  if (!isClock(start) || (choice.endTime !== undefined && !isClock(choice.endTime))) {
    throw ApiError.badRequest(apiMessages.validation.timeInvalid);
  }
  if (handOverPassed({ reserveDate: day, startTime: start }, now)) {
    throw ApiError.badRequest(messages.pickupPast);
  }
  if (day > addDays(tehranDate(now), PICKUP_DAYS_AHEAD)) {
    throw ApiError.badRequest(fillMessage(messages.pickupTooFar, { days: PICKUP_DAYS_AHEAD }));
  }
  if ((await holidaysBetween(db, day, day)).has(day)) {
    throw ApiError.badRequest(messages.pickupHoliday);
  }
  return {
    reserveDate: day,
    startTime: start,
    endTime: choice.startTime !== undefined ? (choice.endTime ?? null) : null,
    zoneTimeId: null,
  };
}
