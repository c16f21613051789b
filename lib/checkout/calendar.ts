import { currentJalaliYear, isoToJalali } from '@/lib/format/jalali-parts';

export type JalaliMonth = { year: number; month: number };

/** Why a day can or cannot be chosen. */
export type DayState = 'open' | 'past' | 'holiday' | 'closed' | 'loading';

/** The Jalali month a Gregorian day falls in; a malformed day reads as this year's first month. */
export function jalaliMonthOf(iso: string): JalaliMonth {
  const parts = isoToJalali(iso);
  return parts ? { year: parts.year, month: parts.month } : { year: currentJalaliYear(), month: 1 };
}

/**
 * A day is open when it is today or later, not an official holiday, and has
 * at least one window; while the windows load, no day is. Dates compare as
 * YYYY-MM-DD text, which orders them by time.
 */
export function dayState(
  iso: string,
  today: string,
  holidays: ReadonlySet<string>,
  windowDates: ReadonlySet<string> | null,
): DayState {
  if (iso < today) return 'past';
  if (holidays.has(iso)) return 'holiday';
  // Until the windows are known no day may be chosen: one chosen then could
  // turn out to have none (today, late in the evening).
  if (windowDates === null) return 'loading';
  if (!windowDates.has(iso)) return 'closed';
  return 'open';
}
