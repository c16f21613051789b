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
