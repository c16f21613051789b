import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MapPoint } from '@/lib/api/address';
import {
  applyCoupon,
  checkCoupon,
  fetchAvailableTimes,
  fetchCoupons,
  fetchHolidays,
  fetchPrice,
  type PricePayload,
  redeemGiftCode,
  type SubmitPayload,
  type SubmitQuery,
  submitOrder,
} from '@/lib/api/checkout';
import { cartKeys } from './cart';
import { customerKeys, useCustomerId } from './customer';
import { orderKeys } from './orders';

export const checkoutKeys = {
  all: ['checkout'] as const,
  price: (body: PricePayload) => [...checkoutKeys.all, 'price', body] as const,
  holidays: (jalaliYear: number) => [...checkoutKeys.all, 'holidays', jalaliYear] as const,
  times: (point: MapPoint) => [...checkoutKeys.all, 'times', point.lat, point.lng] as const,
  coupons: () => [...checkoutKeys.all, 'coupons'] as const,
};

/** Holidays and a zone's weekly windows change rarely within a visit. */
const CALENDAR_STALE_MS = 10 * 60_000;

/**
 * The live invoice for the current choices. The previous invoice stays on
 * screen while the next loads; a refusal (an address outside every zone, a
 * coupon that no longer applies) is shown beside the invoice, not as a toast.
 */
export function usePrice(body: PricePayload | null) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: checkoutKeys.price(body ?? {}),
    queryFn: ({ signal }) => fetchPrice(body ?? {}, signal),
    enabled: customerId !== null && body !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { errorHandling: 'manual' },
  });
}

/** Official holidays of a Jalali year, which the calendar skips. */
export function useHolidays(jalaliYear: number) {
  return useQuery({
    queryKey: checkoutKeys.holidays(jalaliYear),
    queryFn: ({ signal }) => fetchHolidays(jalaliYear, signal),
    staleTime: CALENDAR_STALE_MS,
  });
}

/** The windows of the zone at the point (the address, or the shop for pickup). */
export function useAvailableTimes(point: MapPoint | null) {
  return useQuery({
    queryKey: checkoutKeys.times(point ?? { lat: 0, lng: 0 }),
    queryFn: ({ signal }) => fetchAvailableTimes(point ?? { lat: 0, lng: 0 }, signal),
    enabled: point !== null,
    // Remaining capacity moves as others order: ask again each time the page opens.
    staleTime: 0,
  });
}

/** The codes the customer may use now, offered under the coupon field. */
export function useCoupons() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: checkoutKeys.coupons(),
    queryFn: ({ signal }) => fetchCoupons(signal),
    enabled: customerId !== null,
    // A list to pick from, not needed to order: a failure leaves it out quietly.
    meta: { errorHandling: 'manual' },
    retry: false,
  });
}

/** Coupon check: the verdict (and the server's reason for a refusal) is the field's to show. */
export function useCheckCoupon() {
  return useMutation({
    mutationFn: ({ code, price }: { code: string; price?: number }) => checkCoupon(code, price),
    meta: { errorHandling: 'manual' },
  });
}

/** The cart priced with a confirmed coupon. */
export function useApplyCoupon() {
  return useMutation({
    mutationFn: (code: string) => applyCoupon(code),
    meta: { errorHandling: 'manual' },
  });
}

/** A gift code adds to the account credit: the invoice's credit and the customer are reloaded. */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  const customerId = useCustomerId();
  return useMutation({
    mutationFn: (code: string) => redeemGiftCode(code, customerId ?? 0),
    meta: { errorHandling: 'manual' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'price'] }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]),
  });
}

export type SubmitVariables = { body: SubmitPayload; query: SubmitQuery; idempotencyKey: string };

/**
 * Places the order; failures are shown in the submit dialog. The server
 * empties the cart with the order, so the cart, the order lists, the window
 * capacities and the customer (credit) are asked again.
 */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, query, idempotencyKey }: SubmitVariables) =>
      submitOrder(body, query, idempotencyKey),
    meta: { errorHandling: 'manual' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'times'] }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]),
  });
}
