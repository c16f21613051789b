import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  fetchProductCalendar,
  fetchReservation,
  fetchReservations,
  holdSlot,
} from '@/lib/api/reservation';
import { useCustomerId } from './customer';

export const reservationKeys = {
  all: ['reservations'] as const,
  calendar: (productId: number, year: number, month: number) =>
    [...reservationKeys.all, 'calendar', productId, year, month] as const,
  detail: (id: number) => [...reservationKeys.all, 'detail', id] as const,
  list: (when: 'upcoming' | 'past') => [...reservationKeys.all, 'list', when] as const,
};

/** A reservable product's days for a Jalali month and the next; seats move, so it is asked often. */
export function useProductCalendar(productId: number, month: { year: number; month: number }) {
  return useQuery({
    queryKey: reservationKeys.calendar(productId, month.year, month.month),
    queryFn: ({ signal }) => fetchProductCalendar(productId, month, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useHoldSlot() {
  return useMutation({ mutationFn: holdSlot });
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
