/** The payment contract refuses top-ups below this many Toman. */
export const MIN_TOP_UP = 1000;

/** Whether paying by account credit needs a top-up first. */
export function creditFallsShort(credit: number, invoicePrice: number): boolean {
  return credit < invoicePrice;
}

/**
 * Spec 9: on checkout the top-up is the absolute difference between the
 * credit and the invoice price, raised to the gateway's minimum.
 */
export function checkoutTopUpAmount(credit: number, invoicePrice: number): number {
  return Math.max(MIN_TOP_UP, Math.abs(credit - invoicePrice));
}
