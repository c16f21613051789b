import fa from '@/messages/fa.json';
import { formatNumber } from './digits';

/** A Toman amount as a customer reads it: «۱۲۵٬۰۰۰ تومان». */
export function formatToman(amount: number): string {
  return `${formatNumber(amount)} ${fa.common.toman}`;
}

/** The percentage off between a price and its discounted price, whole and rounded. */
export function discountPercent(price: number, finalPrice: number): number {
  if (price <= 0 || finalPrice >= price) return 0;
  return Math.round(((price - finalPrice) * 100) / price);
}
