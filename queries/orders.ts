import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notifySuccess } from '@/lib/api/error-catalogue';
import {
  changeOrderStatus,
  editOrder,
  fetchOrder,
  fetchOrders,
  fetchPrimaryProducts,
  type OrderEdit,
  type OrderRating,
  rateOrder,
} from '@/lib/api/orders';
import { TIMING_MS } from '@/lib/constants';
import type { Order } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { tabOfStatus } from '@/lib/contract/order-status';
import { setOrderTab } from '@/stores/orders';
import { customerKeys, useCustomerId } from './customer';
import { paymentKeys } from './payment-keys';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (statuses: readonly OrderStatus[], page: number) =>
    [...orderKeys.lists(), statuses.join(','), page] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  primaryProducts: () => [...orderKeys.all, 'primary-products'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
};

/** One page of the caller's orders in the given statuses, newest first. */
export function useOrders(statuses: readonly OrderStatus[], page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: orderKeys.list(statuses, page),
    queryFn: ({ signal }) => fetchOrders({ statuses, page }, signal),
    enabled: customerId !== null,
    // Orders move on the server (staff, payments): a list opened again is asked again.
    staleTime: 0,
  });
}

/** How often, and how many times, the paid screen asks again for an order the bank said was paid. */
const PAID_POLL_MS = 2000;
const PAID_POLL_TIMES = 10;

/**
 * One of the caller's orders. `pollUntilPaid` keeps asking for a while when
 * the order is not paid yet: the paid screen trusts the server's verify, not
 * the bank's redirect.
 */
export function useOrder(id: number, options: { pollUntilPaid?: boolean } = {}) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    enabled: customerId !== null && id > 0,
    staleTime: 0,
    refetchInterval: (query) =>
      options.pollUntilPaid &&
      query.state.data?.is_paid === false &&
      query.state.dataUpdateCount < PAID_POLL_TIMES
        ? PAID_POLL_MS
        : false,
  });
}

/**
 * The order the bank says was just paid. `waiting` holds while the server has
 * not confirmed it yet and the page is still asking again.
 */
export function useJustPaidOrder(id: number) {
  const queryClient = useQueryClient();
  const query = useOrder(id, { pollUntilPaid: true });
  const updates = queryClient.getQueryState(orderKeys.detail(id))?.dataUpdateCount ?? 0;
  const waiting =
    !query.isError && (!query.data || (!query.data.is_paid && updates < PAID_POLL_TIMES));
  return { query, waiting };
}

/**
 * Cancel or re-request (spec 4): the server's success message (which says
 * where a refund went), the credit shown everywhere asked again, the tab of
 * the order's new status, and after TIMING_MS.orderStatusReload the lists are
 * asked again; `onReload` then takes the list back to page 1.
 */
export function useChangeOrderStatus(onReload?: () => void) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = useRef(onReload);
  reload.current = onReload;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      changeOrderStatus(id, status),
    onSuccess: (result) => {
      queryClient.setQueryData(orderKeys.detail(result.data.order_id), result.data);
      notifySuccess(result.msg);
      // A cancelled paid order's money is now account credit: every screen showing it catches up.
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      setOrderTab(tabOfStatus(result.data.status));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        reload.current?.();
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      }, TIMING_MS.orderStatusReload);
    },
  });
}

/** Rates the order; the answer is the order with its rating, shown at once. */
export function useRateOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: OrderRating) => rateOrder(id, rating),
    onSuccess: (result) => {
      queryClient.setQueryData<Order>(orderKeys.detail(id), result.data);
      notifySuccess(result.msg);
    },
  });
}

/** Saves an edit of the order; the answer is the edited order, shown at once. */
export function useEditOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: OrderEdit) => editOrder(id, edit),
    onSuccess: (result) => {
      queryClient.setQueryData<Order>(orderKeys.detail(id), result.data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      notifySuccess(result.msg);
    },
  });
}

/** The customer's usual products; a side offer, so a failure is not worth a toast. */
export function usePrimaryProducts() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: orderKeys.primaryProducts(),
    queryFn: ({ signal }) => fetchPrimaryProducts(signal),
    enabled: customerId !== null,
    meta: { errorHandling: 'manual' },
    retry: false,
  });
}
