import { formatNumber } from './digits';

/**
 * A Toman amount as a customer reads it: «۱۲۵٬۰۰۰ تومان». The unit word is
 * the messages' common.toman, handed in by the caller (useFormatToman in
 * components), so client scripts never bundle the message catalogue for it.
 */
export function formatToman(amount: number, unit: string): string {
  return `${formatNumber(amount)} ${unit}`;
}

/** The percentage off between a price and its discounted price, whole and rounded. */
export function discountPercent(price: number, finalPrice: number): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round(((price - finalPrice) * 100) / price);
}
