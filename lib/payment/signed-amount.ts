import { formatNumber } from '@/lib/format/digits';

/**
 * A credit movement as a customer reads it: «+۱۰٬۰۰۰ تومان» added,
 * «−۵٬۰۰۰ تومان» spent. The sign is written by hand (the locale's own minus
 * arrives wrapped in direction marks) and the caller shows it left-to-right.
 */
export function signedToman(amount: number, unit: string): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(amount))} ${unit}`;
}
