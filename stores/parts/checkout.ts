import { DEFAULT_PAYMENT_METHOD } from '@/lib/constants';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/contract/order-status';
import { field, isString, oneOf } from '@/lib/guards';

/** Longest description the order contract accepts. */
const MAX_DESCRIPTION = 1000;
const MAX_COUPON_CODE = 40;

/**
 * Spec 3's checkout state: the payment method (cash by default), the coupon
 * code and the order description. Kept with the orders part so a trip to the
 * bank for a credit top-up comes back to the same choices; the coupon's
 * verdict is not kept, the code is checked again.
 */
export type CheckoutDraft = {
  paymentMethod: PaymentType;
  couponCode: string;
  description: string;
};

export const initialCheckout: CheckoutDraft = {
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  couponCode: '',
  description: '',
};

function boundedText(value: unknown, max: number): string {
  return isString(value) ? value.slice(0, max) : '';
}

export function restoreCheckout(stored: unknown): CheckoutDraft {
  const method = field(stored, 'paymentMethod');
  return {
    paymentMethod: oneOf(PAYMENT_TYPES, method) ? method : DEFAULT_PAYMENT_METHOD,
    couponCode: boundedText(field(stored, 'couponCode'), MAX_COUPON_CODE),
    description: boundedText(field(stored, 'description'), MAX_DESCRIPTION),
  };
}
