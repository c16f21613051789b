import type { z } from 'zod';
import { catalogCalls } from '@/lib/contract/calls/catalog';
import { reservationCalls } from '@/lib/contract/calls/reservation';
import type { CalendarDay } from '@/lib/contract/catalog';
import type {
  Hold,
  HoldBody,
  ReservationItem,
  ReservationResult,
  reservationRequestBody,
} from '@/lib/contract/reservation';
import type {
  ReservationMoveBody,
  WaitlistEntry,
  WaitlistJoinBody,
} from '@/lib/contract/seat-waitlist';
import { type ApiResult, receive, send } from './client';

export type ReservationRequestPayload = z.input<typeof reservationRequestBody>;

/** GET /products/{id}/reservation/calender: the asked Jalali month and the next, day by day. */
export function fetchProductCalendar(
  productId: number,
  month: { year: number; month: number },
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  const query = { year: month.year, month: month.month, double: 'true' } as const;
  return receive(catalogCalls.productCalendar, { params: { id: productId }, query }, { signal });
}

/** Sets the chosen slot's seats aside for the caller for a few minutes. */
export function holdSlot(body: HoldBody): Promise<ApiResult<Hold>> {
  return send(reservationCalls.hold, { body });
}

/** The reservation request (spec 7): one order of kind reservation; the answer names order_id. */
export function requestReservation(
  body: ReservationRequestPayload,
  idempotencyKey: string,
): Promise<ApiResult<ReservationResult>> {
  return send(
    reservationCalls.request,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function fetchReservation(id: number, signal?: AbortSignal): Promise<ReservationItem> {
  return receive(reservationCalls.get, { params: { id } }, { signal });
}

export function fetchReservations(
  when: 'upcoming' | 'past',
  signal?: AbortSignal,
): Promise<ReservationItem[]> {
  return receive(reservationCalls.list, { query: { when } }, { signal });
}

/** The caller's waitlist entries: offered ones first, then those waiting with their place. */
export function fetchWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  return receive(reservationCalls.waitlistList, {}, { signal });
}

/** Waits in line for seats of a full slot. */
export function joinWaitlist(body: WaitlistJoinBody): Promise<ApiResult<WaitlistEntry>> {
  return send(reservationCalls.waitlistJoin, { body });
}

/** Moves one booked slot of a reservation to another window of its product, whole or not at all. */
export function moveReservation(
  id: number,
  body: ReservationMoveBody,
  idempotencyKey: string,
): Promise<ApiResult<ReservationItem>> {
  return send(
    reservationCalls.move,
    { params: { id }, body },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
