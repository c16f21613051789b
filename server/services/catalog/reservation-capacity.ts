import { and, asc, between, eq, gt, inArray, notInArray, sum } from 'drizzle-orm';
import type { ReservationWindow } from '@/lib/contract/catalog';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { tehranDate } from '@/lib/format/jalali';
import { roomFor } from '@/lib/reservation/calendar';
import type { Executor } from '@/server/db/database';
import { orders, reservationHolds, reservations, reservationWindows } from '@/server/db/schema';
import { type Caller, isCustomerCaller } from '@/server/http/context';
import { tehranClock } from '@/server/services/zone/available-times';
import { type DayStatus, dayStatuses, iranWeekday } from './shop-days';

/** product id → day → that day's windows with what is left of their capacity. */
export type WindowsByDay = Map<number, Map<string, ReservationWindow[]>>;

const slotKey = (productId: number, day: string, start: string, end: string) =>
  `${productId}|${day}|${start}|${end}`;

/** Whose holds count as the asker's own: a customer's; nobody's for a guest, staff or no token. */
export function holderOf(caller: Caller | null): number | null {
  return caller && isCustomerCaller(caller) ? caller.customerId : null;
}

/** What windowsByDay may be told: the days' statuses when known, the clock, and who is asking. */
export type WindowsOptions = {
  statuses?: Map<string, DayStatus>;
  now?: Date;
  /** The customer asking: their own unexpired holds come back as `held`. */
  holder?: number | null;
};

/**
 * Each product's booking windows on each day: `remaining` is the capacity minus
 * the seats live reservations and every unexpired hold take, the same number
 * for everyone; `held` is the part of those holds that is the asking
 * customer's own (what claimSeats lets them use), so the holder may take
 * remaining + held. Closed days (past or holiday) get no windows, and today
 * only the windows that have not started (Tehran time).
 */
export async function windowsByDay(
  db: Executor,
  productIds: number[],
  days: string[],
  { statuses: knownStatuses, now = new Date(), holder = null }: WindowsOptions = {},
): Promise<WindowsByDay> {
  const result: WindowsByDay = new Map(productIds.map((id) => [id, new Map()]));
  const sortedDays = [...days].sort();
  const first = sortedDays[0];
  const last = sortedDays[sortedDays.length - 1];
  if (productIds.length === 0 || !first || !last) return result;

  const [schedule, booked, held, statuses] = await Promise.all([
    db
      .select()
      .from(reservationWindows)
      .where(inArray(reservationWindows.productId, productIds))
      .orderBy(asc(reservationWindows.startTime), asc(reservationWindows.endTime)),
    db
      .select({
        productId: reservations.productId,
        day: reservations.reserveDate,
        start: reservations.startTime,
        end: reservations.endTime,
        seats: sum(reservations.count).mapWith(Number),
      })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(
        and(
          inArray(reservations.productId, productIds),
          between(reservations.reserveDate, first, last),
          notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        ),
      )
      .groupBy(
        reservations.productId,
        reservations.reserveDate,
        reservations.startTime,
        reservations.endTime,
      ),
    db
      .select({
        productId: reservationHolds.productId,
        day: reservationHolds.reserveDate,
        start: reservationHolds.startTime,
        end: reservationHolds.endTime,
        customerId: reservationHolds.customerId,
        seats: sum(reservationHolds.count).mapWith(Number),
      })
      .from(reservationHolds)
      .where(
        and(
          inArray(reservationHolds.productId, productIds),
          between(reservationHolds.reserveDate, first, last),
          gt(reservationHolds.expiresAt, now),
        ),
      )
      .groupBy(
        reservationHolds.productId,
        reservationHolds.reserveDate,
        reservationHolds.startTime,
        reservationHolds.endTime,
        reservationHolds.customerId,
      ),
    knownStatuses ?? dayStatuses(db, days),
  ]);

  const seatsTaken = new Map<string, number>();
  const ownHeld = new Map<string, number>();
  const add = (into: Map<string, number>, key: string, seats: number) =>
    into.set(key, (into.get(key) ?? 0) + seats);
  for (const row of [...booked, ...held]) {
    add(seatsTaken, slotKey(row.productId, row.day, row.start, row.end), row.seats);
  }
  for (const row of held) {
    if (holder !== null && row.customerId === holder) {
      add(ownHeld, slotKey(row.productId, row.day, row.start, row.end), row.seats);
    }
  }
  const today = tehranDate(now);
  const clock = tehranClock(now);
  for (const day of days) {
    if (!statuses.get(day)?.isOpen) continue;
    const weekday = iranWeekday(day);
    for (const window of schedule) {
      if (window.weekday !== weekday) continue;
      if (day === today && window.startTime <= clock) continue;
      const key = slotKey(window.productId, day, window.startTime, window.endTime);
      // Below zero when the capacity was lowered under what is booked; claimSeats counts the same way.
      const free = window.capacity - (seatsTaken.get(key) ?? 0);
      const own = ownHeld.get(key) ?? 0;
      const perDay = result.get(window.productId);
      perDay?.set(day, [
        ...(perDay.get(day) ?? []),
        {
          start_time: window.startTime,
          end_time: window.endTime,
          remaining: Math.max(0, free),
          held: Math.max(0, Math.min(own, free + own)),
        },
      ]);
    }
  }
  return result;
}

/** A reserve_time of `HH:mm` picks windows starting then; `HH:mm/HH:mm` picks the exact window. */
export function matchesReserveTime(window: ReservationWindow, reserveTime?: string): boolean {
  if (!reserveTime) return true;
  const [start, end] = reserveTime.split('/');
  return window.start_time === start && (end === undefined || window.end_time === end);
}

export function hasRoom(windows: ReservationWindow[], reserveTime?: string): boolean {
  return windows.some((window) => roomFor(window) > 0 && matchesReserveTime(window, reserveTime));
}
