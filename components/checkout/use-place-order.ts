'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePlaceAndPay } from '@/components/payment/use-place-and-pay';
import type { SubmitPayload, SubmitQuery } from '@/lib/api/checkout';
import { EMPTY_CART } from '@/lib/cart/server-cart-optimistic';
import { orderPlacedPath } from '@/lib/orders/paths';
import { orderPath } from '@/lib/payment/return-urls';
import { cartKeys } from '@/queries/cart';
import { checkoutKeys, useSubmitOrder } from '@/queries/checkout';
import { checkoutActions, setOrderTab } from '@/stores/orders';

type Submission = { body: SubmitPayload; query: SubmitQuery };

/**
 * Places the order and moves on. On success (spec 4): the cart is emptied,
 * the description reset, then card → the bank (whose return, /paid-order,
 * confirms the order), credit → paid from the account, then the
 * confirmation, cash → the confirmation (/order/{id}/placed, which the issue
 * puts where spec 4 had /profile/orders; the list opens on the active tab
 * after it). A placed order whose payment could not start opens on its own
 * page, where it can be paid.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const submit = useSubmitOrder();
  const placing = usePlaceAndPay<Submission>({
    send: async ({ body, query }, idempotencyKey) => {
      const result = await submit.mutateAsync({ body, query, idempotencyKey });
      return { msg: result.msg, order: result.data.order };
    },
    pushReason: 'order',
    onPlaced: (order) => {
      queryClient.setQueryData(cartKeys.detail(), EMPTY_CART);
      checkoutActions.resetAfterOrder();
      if (order.payment_type !== 'card') setOrderTab('created');
    },
    // Windows fill up and prices move: what the customer chooses from next must be current.
    onFailed: () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
    destinations: {
      cardInApp: orderPath,
      creditPaid: orderPlacedPath,
      creditFailed: orderPath,
      cash: orderPlacedPath,
    },
  });
  return {
    ...placing,
    place: (body: SubmitPayload, query: SubmitQuery) => placing.place({ body, query }),
  };
}
