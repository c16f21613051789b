'use client';

import { useState } from 'react';
import { openPaymentUrl } from '@/lib/payment/open-payment-url';
import { useStartTopUp } from '@/lib/queries/checkout';
import { useCustomerId } from '@/lib/queries/customer';
import { useAuth } from '@/stores/root-store';

/** Where the bank sends the customer back after a top-up (spec 2). */
export const TOP_UP_RETURN_URLS = {
  success_url: '/paid-order?isCharging=true',
  fail_url: '/failed-payment?isCharging=true',
};

/**
 * A credit top-up started from checkout: the amount is the shortfall, and the
 * customer goes to the bank. The checkout draft (payment method, coupon,
 * description) is kept in the store, so coming back finds the same choices.
 */
export function useTopUp() {
  const customerId = useCustomerId();
  const userId = useAuth()?.user_id ?? null;
  const mutation = useStartTopUp();
  const [leaving, setLeaving] = useState(false);

  function start(amount: number) {
    if (customerId === null) return;
    mutation.mutate(
      {
        ...TOP_UP_RETURN_URLS,
        price: amount,
        customer: customerId,
        ...(userId !== null ? { user: userId } : {}),
      },
      {
        onSuccess: (payment) => {
          setLeaving(true);
          openPaymentUrl(payment.payment_url);
        },
      },
    );
  }

  return { start, pending: mutation.isPending || leaving };
}
