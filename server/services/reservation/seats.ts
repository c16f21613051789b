import { and, eq, gt, inArray, ne, notInArray, sum } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { ReservationSlot } from '@/lib/contract/reservation';
import { tehranDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import type { Executor } from '@/server/db/database';
import { orders, reservationHolds, reservations, reservationWindows } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { holidaysBetween, iranWeekday } from '@/server/services/catalog/shop-days';
import { addDays, tehranClock } from '@/server/services/zone/available-times';

const messages = apiMessages.reservation;

/** How far ahead a reservation may be made, in days after the shop's today. */
export const RESERVATION_DAYS_AHEAD = 90;

/** One product's slot: a day and one of its windows. */
export type Slot = { productId: number; name: string } & ReservationSlot;

/** Who is asking, so their own hold does not stand in their way, and the order that already counts. */
export type SeatOwner = { customerId: number; excludeOrderId?: number };

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const isClock = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

const times = (slot: Slot) => ({ name: slot.name, ...windowEnds(slot.start_time, slot.end_time) });

/**
 * A slot's day and times, checked before anything is locked: a real day and
 * clock, not past (a window of today that has started is past, in Tehran
 * time), not beyond RESERVATION_DAYS_AHEAD, and not an Iranian holiday.
 */
export async function checkSlotDay(db: Executor, slot: Slot, now: Date): Promise<void> {
  if (!isRealDay(slot.reserve_date)) {
    throw ApiError.badRequest(fillMessage(messages.dateInvalid, { date: slot.reserve_date }));
  }
  for (const time of [slot.start_time, slot.end_time]) {
    if (!isClock(time)) throw ApiError.badRequest(fillMessage(messages.timeInvalid, { time }));
  }
  const today = tehranDate(now);
  if (slot.reserve_date < today) throw ApiError.badRequest(messages.pastDay);
  if (slot.reserve_date === today && slot.start_time <= tehranClock(now)) {
    throw ApiError.badRequest(fillMessage(messages.pastTime, times(slot)));
  }
  if (slot.reserve_date > addDays(today, RESERVATION_DAYS_AHEAD)) {
    throw ApiError.badRequest(fillMessage(messages.tooFar, { days: RESERVATION_DAYS_AHEAD }));
  }
  if ((await holidaysBetween(db, slot.reserve_date, slot.reserve_date)).has(slot.reserve_date)) {
    throw ApiError.badRequest(messages.holiday);
  }
}

/**
 * Locks the product's window for the slot's weekday and times (FOR UPDATE), so
 * every booking and hold of that window is counted one at a time, and answers
 * its capacity. A window the product does not offer that day is a 400.
 */
export async function lockWindow(tx: Executor, slot: Slot): Promise<number> {
  const [window] = await tx
    .select({ capacity: reservationWindows.capacity })
    .from(reservationWindows)
    .where(
      and(
        eq(reservationWindows.productId, slot.productId),
        eq(reservationWindows.weekday, iranWeekday(slot.reserve_date)),
        eq(reservationWindows.startTime, slot.start_time),
        eq(reservationWindows.endTime, slot.end_time),
      ),
    )
    .orderBy(reservationWindows.id)
    .limit(1)
    .for('update');
  if (!window) throw ApiError.badRequest(fillMessage(messages.slotNotOffered, times(slot)));
  return window.capacity;
}

/** Seats of the slot that others hold: live reservations and unexpired holds not the owner's (all of them without an owner). */
async function seatsTaken(tx: Executor, slot: Slot, owner: SeatOwner | null, now: Date) {
  const sameSlot = <T extends typeof reservations | typeof reservationHolds>(table: T) =>
    and(
      eq(table.productId, slot.productId),
      eq(table.reserveDate, slot.reserve_date),
      eq(table.startTime, slot.start_time),
      eq(table.endTime, slot.end_time),
    );
  const [booked] = await tx
    .select({ seats: sum(reservations.count).mapWith(Number) })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(
      and(
        sameSlot(reservations),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        owner?.excludeOrderId === undefined ? undefined : ne(orders.id, owner.excludeOrderId),
      ),
    );
  const [held] = await tx
    .select({ seats: sum(reservationHolds.count).mapWith(Number) })
    .from(reservationHolds)
    .where(
      and(
        sameSlot(reservationHolds),
        gt(reservationHolds.expiresAt, now),
        owner ? ne(reservationHolds.customerId, owner.customerId) : undefined,
      ),
    );
  return (booked?.seats ?? 0) + (held?.seats ?? 0);
}

/**
 * Makes sure `count` seats of the slot are free for the owner, in the caller's
 * transaction and under the window's lock (held until it commits): seats of
 * live reservations and of other customers' unexpired holds count against the
 * capacity; the owner's own hold does not. Too few seats is a 400 saying how
 * many are left. Answers the seats left after these.
 */
export async function claimSeats(
  tx: Executor,
  slot: Slot,
  count: number,
  owner: SeatOwner,
  now: Date,
): Promise<number> {
  const capacity = await lockWindow(tx, slot);
  const left = capacity - (await seatsTaken(tx, slot, owner, now));
  if (left <= 0) throw ApiError.badRequest(fillMessage(messages.full, times(slot)));
  if (count > left) {
    throw ApiError.badRequest(fillMessage(messages.seatsShort, { ...times(slot), count: left }));
  }
  return left - count;
}

/**
 * Locks the slot's window and answers the seats nobody holds: its capacity
 * less live reservations and every unexpired hold (below zero when the
 * capacity was lowered under what is booked). The lock stays until commit.
 */
export async function freeSeats(tx: Executor, slot: Slot, now: Date): Promise<number> {
  const capacity = await lockWindow(tx, slot);
  return capacity - (await seatsTaken(tx, slot, null, now));
}

/** Slots in one order, so two transactions that lock several windows never wait on each other. */
export function inLockOrder<T extends Slot>(slots: readonly T[]): T[] {
  return [...slots].sort(
    (a, b) =>
      a.productId - b.productId ||
      iranWeekday(a.reserve_date) - iranWeekday(b.reserve_date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.end_time.localeCompare(b.end_time) ||
      a.reserve_date.localeCompare(b.reserve_date),
  );
}

/** The customer's holds on these products are used up (or let go): their seats are free for others. */
export async function dropHolds(
  tx: Executor,
  customerId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(reservationHolds)
    .where(
      and(
        eq(reservationHolds.customerId, customerId),
        inArray(reservationHolds.productId, [...productIds]),
      ),
    );
}
