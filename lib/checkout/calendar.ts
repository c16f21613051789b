import { format } from 'date-fns-jalali';
import {
  currentJalaliYear,
  isoToJalali,
  jalaliDaysInMonth,
  jalaliToIso,
} from '@/lib/format/jalali-parts';

export type JalaliMonth = { year: number; month: number };

/** One day of the month grid: its Gregorian date (the wire's) and its Jalali day number. */
export type CalendarDay = { iso: string; day: number };

/** Why a day can or cannot be chosen. */
export type DayState = 'open' | 'past' | 'holiday' | 'closed';

/** «ش» … «ج», Saturday first, from date-fns-jalali's Persian locale (21 Nov 2026 was a Saturday). */
export const WEEKDAY_INITIALS: readonly string[] = Array.from({ length: 7 }, (_, index) =>
  format(new Date(2026, 10, 21 + index, 12), 'EEEEE'),
);

/** Iranian weeks start on Saturday: Saturday is column 0, Friday column 6. */
export function weekColumn(iso: string): number {
  return (new Date(`${iso}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/**
 * The month as grid cells, Saturday first: nulls before the 1st so each day
 * lands in its weekday's column.
 */
export function monthCells({ year, month }: JalaliMonth): (CalendarDay | null)[] {
  const days = Array.from({ length: jalaliDaysInMonth(year, month) }, (_, index) => ({
    iso: jalaliToIso({ year, month, day: index + 1 }),
    day: index + 1,
  }));
  const first = days[0];
  const blanks = first ? weekColumn(first.iso) : 0;
  return [...Array.from({ length: blanks }, () => null), ...days];
}

/** The Jalali month a Gregorian day falls in; a malformed day reads as this year's first month. */
export function jalaliMonthOf(iso: string): JalaliMonth {
  const parts = isoToJalali(iso);
  return parts ? { year: parts.year, month: parts.month } : { year: currentJalaliYear(), month: 1 };
}

export function shiftMonth({ year, month }: JalaliMonth, delta: number): JalaliMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: JalaliMonth, b: JalaliMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * A day is open when it is today or later, not an official holiday, and —
 * once the windows are known — has at least one window. Dates compare as
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
  if (windowDates !== null && !windowDates.has(iso)) return 'closed';
  return 'open';
}
