import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/api/error-catalogue';
import {
  fetchTransactions,
  payOrderFromCredit,
  startOrderPayment,
  startTopUp,
} from '@/lib/api/payment';
import type { Order } from '@/lib/contract/order';
import { openPaymentUrl } from '@/lib/payment/open-payment-url';
import { orderPaymentRequest, topUpReturnUrls } from '@/lib/payment/return-urls';
import { useAuth } from '@/stores/user';
import { customerKeys, useCustomerId } from './customer';
import { orderKeys } from './orders';
import { paymentKeys } from './payment-keys';

/** The account credit and its movements, newest first. */
export function useTransactions() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: paymentKeys.transactions(customerId ?? 0),
    queryFn: ({ signal }) => fetchTransactions(customerId ?? 0, signal),
    enabled: customerId !== null,
    // A top-up or a credit payment changes it; the page must open on the real balance.
    staleTime: 0,
  });
}

/**
 * Card payment of an order: the gateway address, then off to the bank (or to
 * the native app in its web view). The mutation stays successful while the
 * page leaves, so the button keeps saying it is on its way.
 */
export function usePayOrderByCard() {
  return useMutation({
    mutationFn: (order: Pick<Order, 'order_id' | 'submit_by' | 'created_by' | 'customer'>) =>
      startOrderPayment(order.order_id, orderPaymentRequest(order)),
    onSuccess: (result) => openPaymentUrl(result.data.payment_url),
  });
}

/** Pays an order from the account credit; the order, the lists and the balance are asked again. */
export function usePayOrderFromCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => payOrderFromCredit(orderId),
    onSuccess: async (result) => {
      notifySuccess(result.msg);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]);
    },
  });
}

/** A credit top-up through the gateway, returning to /paid-order?isCharging=true. */
export function useTopUp() {
  const customerId = useCustomerId();
  const auth = useAuth();
  return useMutation({
    mutationFn: (amount: number) => {
      if (customerId === null) throw new Error('A top-up needs a logged-in customer');
      return startTopUp({
        price: amount,
        customer: customerId,
        ...(auth?.user_id ? { user: auth.user_id } : {}),
        payment_for: 'buy_customer_credit',
        ...topUpReturnUrls(amount),
      });
    },
    onSuccess: (result) => openPaymentUrl(result.data.payment_url),
  });
}
