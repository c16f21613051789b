'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { SubmitPayload, SubmitQuery } from '@/lib/api/checkout';
import {
  describeFailure,
  notifySuccess,
  performFailureAction,
  serverMessageOr,
} from '@/lib/api/error-catalogue';
import { EMPTY_CART } from '@/lib/cart/server-cart-optimistic';
import { attemptFor, newIdempotencyKey, type SubmitAttempt } from '@/lib/checkout/idempotency';
import { isNativeWebView, openPaymentUrl } from '@/lib/payment/open-payment-url';
import { cartKeys } from '@/lib/queries/cart';
import {
  checkoutKeys,
  usePayByCredit,
  useStartOrderPayment,
  useSubmitOrder,
} from '@/lib/queries/checkout';
import { checkoutActions, setOrderTab } from '@/stores/root-store';

export type PlacePhase = 'idle' | 'submitting' | 'leaving';

/** Where the bank sends the customer back after paying an order (spec 2). */
export function orderReturnUrls(orderId: number) {
  return {
    success_url: `/paid-order?fromOrder=${orderId}`,
    fail_url: `/failed-payment?fromOrder=${orderId}`,
  };
}

/**
 * Places the order and moves on. One attempt's idempotency key is reused for
 * the same request, so a retry after a lost answer names the same order; the
 * button is also held while a submit is out. On success (spec 4): the cart is
 * emptied, the description reset, then card → the bank, credit → paid from
 * the account, cash → /profile/orders. A placed order whose payment could not
 * start opens on its own page, where it can be paid.
 */
export function usePlaceOrder() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const submit = useSubmitOrder();
  const startPayment = useStartOrderPayment();
  const payByCredit = usePayByCredit();
  const attempt = useRef<SubmitAttempt | null>(null);
  const busy = useRef(false);
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(orderId: number, method: SubmitPayload['payment_type']): Promise<void> {
    if (method === 'card') {
      try {
        const start = await startPayment.mutateAsync({ orderId, urls: orderReturnUrls(orderId) });
        openPaymentUrl(start.payment_url);
        // Inside the app's web view the app opened the bank: the order page waits here.
        if (isNativeWebView()) router.push(`/order/${orderId}`);
      } catch {
        router.push(`/order/${orderId}`);
      }
      return;
    }
    if (method === 'credit') {
      try {
        await payByCredit.mutateAsync(orderId);
        router.push(`/paid-order?fromOrder=${orderId}`);
      } catch {
        router.push(`/order/${orderId}`);
      }
      return;
    }
    setOrderTab('created');
    router.push('/profile/orders');
  }

  async function place(body: SubmitPayload, query: SubmitQuery): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    const current = attemptFor(attempt.current, JSON.stringify([body, query]), newIdempotencyKey);
    attempt.current = current;
    let orderId: number;
    try {
      const result = await submit.mutateAsync({ body, query, idempotencyKey: current.key });
      orderId = result.data.order_id;
      notifySuccess(result.msg);
    } catch (error) {
      busy.current = false;
      setPhase('idle');
      // Windows fill up and prices move: what the customer chooses from next must be current.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      const { action } = describeFailure(error);
      if (action === 'none') setFailure(serverMessageOr(error));
      else performFailureAction(action);
      return;
    }
    attempt.current = null;
    setPhase('leaving');
    queryClient.setQueryData(cartKeys.detail(), EMPTY_CART);
    checkoutActions.resetAfterOrder();
    await pay(orderId, body.payment_type);
  }

  return { place, phase, failure, closeFailure: () => setFailure(null) };
}
