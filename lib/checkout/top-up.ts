import { TOP_UP_MIN } from '@/lib/payment/top-up-amount';

/** Whether paying by account credit needs a top-up first. */
export function creditFallsShort(credit: number, invoicePrice: number): boolean {
  return credit < invoicePrice;
}

/**
 * Spec 9: on checkout the top-up is the absolute difference between the
 * credit and the invoice price, raised to the gateway's minimum.
 */
export function checkoutTopUpAmount(credit: number, invoicePrice: number): number {
  return Math.max(TOP_UP_MIN, Math.abs(credit - invoicePrice));
}
