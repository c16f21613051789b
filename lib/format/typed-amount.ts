import { formatNumber, toLatinDigits } from './digits';

/** Beyond this many digits a typed amount is cut: no price in the shop comes near it. */
const MAX_DIGITS = 12;

export type TypedAmount = { value: string; caret: number };

/**
 * An amount as the customer types it, shown at once in Persian digits with
 * thousands separators («۱۲۵٬۰۰۰»), whatever digits they type (Persian, Arabic
 * or Latin). The caret stays after the same digit it followed, so typing or
 * deleting in the middle goes on where it was.
 */
export function groupTypedAmount(raw: string, caret: number): TypedAmount {
  const digitsBefore = toLatinDigits(raw.slice(0, caret)).replace(/\D/g, '').length;
  const typed = toLatinDigits(raw).replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (typed === '') return { value: '', caret: 0 };
  const kept = typed.replace(/^0+(?=\d)/, '');
  const dropped = typed.length - kept.length;
  const value = formatNumber(Number(kept));
  // Walk the grouped text to just after the caret's digit.
  let left = Math.min(kept.length, Math.max(0, digitsBefore - dropped));
  let position = 0;
  while (left > 0 && position < value.length) {
    if (/[۰-۹]/.test(value.charAt(position))) left -= 1;
    position += 1;
  }
  return { value, caret: position };
}
