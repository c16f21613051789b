'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePlaceAndPay } from '@/components/payment/use-place-and-pay';
import { type ReservationRequestPayload, requestReservation } from '@/lib/api/reservation';
import { PAID_ORDER_PATH } from '@/lib/payment/return-urls';
import { reservationPath } from '@/lib/reservation/paths';
import { reservationKeys } from '@/queries/reservation';
import { reservationActions } from '@/stores/reservation';

/**
 * Requests the reservation and pays it. Spec 4: on success the reservation
 * list is cleared, then to /reservation/{order_id}; credit paid goes to the
 * paid page, as a card's bank return does. Success or not, the calendar is
 * asked again for what is left.
 */
export function useReserve() {
  const queryClient = useQueryClient();
  const refreshCalendar = () =>
    void queryClient.invalidateQueries({ queryKey: reservationKeys.all });
  return usePlaceAndPay<ReservationRequestPayload>({
    send: async (body, idempotencyKey) => {
      const result = await requestReservation(body, idempotencyKey);
      return { msg: result.msg, order: result.data.order };
    },
    pushReason: 'reservation',
    onPlaced: () => {
      reservationActions.succeeded();
      refreshCalendar();
    },
    onFailed: refreshCalendar,
    destinations: {
      cardInApp: reservationPath,
      creditPaid: (orderId) => `${PAID_ORDER_PATH}?fromOrder=${orderId}`,
      creditFailed: reservationPath,
      cash: reservationPath,
    },
  });
}
