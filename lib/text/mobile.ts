import { toLatinDigits } from '@/lib/format/digits';

/**
 * Marks a customer's keyboard or a copy from Persian text leaves around a
 * number: spaces of every width, dashes, dots, brackets and the invisible
 * direction and joiner marks.
 */
const SEPARATORS = /[\s\u00a0\u2000-\u200f\u202a-\u202e\u2066-\u2069\ufeff\-–—.()]/g;

/** +98 / 0098 / 98, an optional trunk 0, then the ten digits of a mobile number (9…). */
const IRANIAN_MOBILE = /^(?:(?:\+|00)?98)?0?(9\d{9})$/;

/** Long enough for any spelling with separators; longer input is refused unread. */
const MAX_INPUT_LENGTH = 40;

/**
 * An Iranian mobile number in its one stored form, `09xxxxxxxxx`, from any
 * spelling a customer types (Persian or Arabic digits, +98, 0098, 98, with or
 * without the leading 0, spaced or dashed); null when it is not one.
 */
export function normalizeMobile(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const compact = toLatinDigits(input).replace(SEPARATORS, '');
  const match = IRANIAN_MOBILE.exec(compact);
  return match ? `0${match[1]}` : null;
}
