import { toLatinDigits } from '@/lib/format/digits';

/** What the top-up contract accepts (lib/contract/payment.ts), in Toman. */
export const TOP_UP_MIN = 1000;
export const TOP_UP_MAX = 500_000_000;

export type TopUpAmount =
  | { ok: true; amount: number }
  | { ok: false; reason: 'empty' | 'invalid' | 'tooSmall' | 'tooLarge' };

/**
 * A typed amount: Persian, Arabic or Latin digits, with or without thousands
 * separators (Persian «٬», Arabic «،» or a comma) and spaces.
 */
export function parseTopUpAmount(input: string): TopUpAmount {
  const compact = toLatinDigits(input).replace(/[\s,٬،]/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(compact)) return { ok: false, reason: 'invalid' };
  const amount = Number(compact);
  if (amount < TOP_UP_MIN) return { ok: false, reason: 'tooSmall' };
  if (amount > TOP_UP_MAX) return { ok: false, reason: 'tooLarge' };
  return { ok: true, amount };
}
