import type { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import { type CalendarDay, calendarDays } from '@/lib/contract/catalog';
import {
  type Hold,
  type HoldBody,
  hold,
  type ReservationItem,
  type ReservationResult,
  reservationItem,
  reservationList,
  type reservationRequestBody,
  reservationResult,
} from '@/lib/contract/reservation';
import { type ApiResult, apiCall, apiGet } from './client';

export type ReservationRequestPayload = z.input<typeof reservationRequestBody>;

/** GET /products/{id}/reservation/calender: the asked Jalali month and the next, day by day. */
export function fetchProductCalendar(
  productId: number,
  month: { year: number; month: number },
  signal?: AbortSignal,
): Promise<CalendarDay[]> {
  return apiGet(`/api/v1/products/${productId}/reservation/calender`, calendarDays, {
    signal,
    searchParams: { year: month.year, month: month.month, double: 'true' },
  });
}

/** Sets the chosen slot's seats aside for the caller for a few minutes. */
export function holdSlot(body: HoldBody): Promise<ApiResult<Hold>> {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/reservation/hold/`, hold, { json: body });
}

/** The reservation request (spec 7): one order of kind reservation; the answer names order_id. */
export function requestReservation(
  body: ReservationRequestPayload,
  idempotencyKey: string,
): Promise<ApiResult<ReservationResult>> {
  return apiCall('post', `${CUSTOMER_API_PREFIX}/reservation/request/`, reservationResult, {
    json: body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchReservation(id: number, signal?: AbortSignal): Promise<ReservationItem> {
  return apiGet(`${CUSTOMER_API_PREFIX}/reservation/${id}`, reservationItem, { signal });
}

export function fetchReservations(
  when: 'upcoming' | 'past',
  signal?: AbortSignal,
): Promise<ReservationItem[]> {
  return apiGet(`${CUSTOMER_API_PREFIX}/reservations`, reservationList, {
    signal,
    searchParams: { when },
  });
}
