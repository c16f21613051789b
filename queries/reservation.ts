import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchProductCalendar,
  fetchReservation,
  fetchReservations,
  fetchWaitlist,
  holdSlot,
  joinWaitlist,
  moveReservation,
} from '@/lib/api/reservation';
import type { CalendarDay } from '@/lib/contract/catalog';
import type { ReservationMoveBody } from '@/lib/contract/seat-waitlist';
import { withHold } from '@/lib/reservation/calendar';
import { useCustomerId } from './customer';

export const reservationKeys = {
  all: ['reservations'] as const,
  /** Every month of a product's calendar as one asker sees it: a customer's own holds are theirs. */
  calendarOf: (productId: number, customerId: number | null) =>
    [...reservationKeys.all, 'calendar', productId, customerId] as const,
  calendar: (productId: number, customerId: number | null, year: number, month: number) =>
    [...reservationKeys.calendarOf(productId, customerId), year, month] as const,
  detail: (id: number) => [...reservationKeys.all, 'detail', id] as const,
  list: (when: 'upcoming' | 'past') => [...reservationKeys.all, 'list', when] as const,
  waitlist: (customerId: number | null) =>
    [...reservationKeys.all, 'waitlist', customerId] as const,
};

/**
 * A reservable product's days for a Jalali month and the next; seats move, so
 * it is asked often. Asked with the customer's token, the answer counts their
 * own held seats as theirs, so it is kept per customer.
 */
export function useProductCalendar(productId: number, month: { year: number; month: number }) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: reservationKeys.calendar(productId, customerId, month.year, month.month),
    queryFn: ({ signal }) => fetchProductCalendar(productId, month, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Holds a slot's seats for the customer. The server's answer is the newest
 * count of that window (taken under its lock): every cached month of the
 * product shows it at once, then the calendar is asked again.
 */
export function useHoldSlot() {
  const queryClient = useQueryClient();
  const customerId = useCustomerId();
  return useMutation({
    mutationFn: holdSlot,
    onSuccess: ({ data }) => {
      const calendars = { queryKey: reservationKeys.calendarOf(data.product_id, customerId) };
      queryClient.setQueriesData<CalendarDay[]>(calendars, (days) =>
        days ? withHold(days, data) : days,
      );
      void queryClient.invalidateQueries(calendars);
    },
  });
}

export function useReservationDetail(id: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: reservationKeys.detail(id),
    queryFn: ({ signal }) => fetchReservation(id, signal),
    enabled: customerId !== null && id > 0,
    staleTime: 0,
  });
}

export function useReservations(when: 'upcoming' | 'past') {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: reservationKeys.list(when),
    queryFn: ({ signal }) => fetchReservations(when, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** The customer's places in waitlists; an offer shows up here (and in the bell) when seats free. */
export function useWaitlist() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: reservationKeys.waitlist(customerId),
    queryFn: ({ signal }) => fetchWaitlist(signal),
    enabled: customerId !== null,
    staleTime: 15_000,
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  const customerId = useCustomerId();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reservationKeys.waitlist(customerId) }),
  });
}

/** Moves a booked slot; the booking and every calendar are asked again afterwards. */
export function useMoveReservation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: ReservationMoveBody; key: string }) =>
      moveReservation(id, input.body, input.key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
