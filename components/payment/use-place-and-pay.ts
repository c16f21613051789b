'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import {
  describeFailure,
  notifySuccess,
  performFailureAction,
  serverMessageOr,
} from '@/lib/api/error-catalogue';
import { attemptFor, newIdempotencyKey, type SubmitAttempt } from '@/lib/checkout/idempotency';
import type { Order } from '@/lib/contract/order';
import { isNativeWebView } from '@/lib/payment/open-payment-url';
import { orderPath } from '@/lib/payment/return-urls';
import { offerPush, type PushReason } from '@/lib/pwa/push-offer';
import { usePayOrderByCard, usePayOrderFromCredit } from '@/queries/payment';

export type PlacePhase = 'idle' | 'submitting' | 'leaving';

/** Where the shopper goes after each way of paying; a card that fails goes to the order's page. */
type PayDestinations = {
  /** The native app opened the bank: its web view waits here. */
  cardInApp: (orderId: number) => string;
  creditPaid: (orderId: number) => string;
  /** Paying from credit failed: the order waits here to be paid. */
  creditFailed: (orderId: number) => string;
  cash: (orderId: number) => string;
};

type PlaceAndPay<Input> = {
  /** Sends the order under the attempt's idempotency key. */
  send: (input: Input, idempotencyKey: string) => Promise<{ msg: string | null; order: Order }>;
  pushReason: PushReason;
  /** What the placed order changes here (a cart emptied, a choice cleared) before paying. */
  onPlaced: (order: Order) => void;
  /** Before the failure is told: what the shopper chooses from next must be current. */
  onFailed: () => void;
  destinations: PayDestinations;
};

/**
 * Places an order and pays it: card → the bank (whose return confirms the
 * order), credit → paid from the account, cash → on at once. One attempt's
 * idempotency key is reused for the same input, so a retry after a lost answer
 * names the same order, and a second tap while one is out does nothing. A
 * refusal the catalogue has no action for is kept for a dialog; the others
 * (log in again, …) are carried out.
 */
export function usePlaceAndPay<Input>({
  send,
  pushReason,
  onPlaced,
  onFailed,
  destinations,
}: PlaceAndPay<Input>) {
  const router = useRouter();
  const payByCard = usePayOrderByCard();
  const payFromCredit = usePayOrderFromCredit();
  const attempt = useRef<SubmitAttempt | null>(null);
  const busy = useRef(false);
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(order: Order): Promise<void> {
    const orderId = order.order_id;
    if (order.payment_type === 'card') {
      try {
        // Opens the bank (or hands its address to the native app in its web view).
        await payByCard.mutateAsync(order);
        if (isNativeWebView()) router.push(destinations.cardInApp(orderId));
      } catch {
        router.push(orderPath(orderId));
      }
      return;
    }
    if (order.payment_type === 'credit') {
      try {
        await payFromCredit.mutateAsync(orderId);
        router.push(destinations.creditPaid(orderId));
      } catch {
        router.push(destinations.creditFailed(orderId));
      }
      return;
    }
    router.push(destinations.cash(orderId));
  }

  async function place(input: Input): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    const current = attemptFor(attempt.current, JSON.stringify(input), newIdempotencyKey);
    attempt.current = current;
    let order: Order;
    try {
      const result = await send(input, current.key);
      order = result.order;
      notifySuccess(result.msg);
      offerPush(pushReason);
    } catch (error) {
      busy.current = false;
      setPhase('idle');
      onFailed();
      const { action } = describeFailure(error);
      if (action === 'none') setFailure(serverMessageOr(error));
      else performFailureAction(action);
      return;
    }
    attempt.current = null;
    setPhase('leaving');
    onPlaced(order);
    await pay(order);
  }

  return { place, phase, failure, closeFailure: () => setFailure(null) };
}
