import { getMonth, getYear } from 'date-fns-jalali';
import type { CalendarDay, ReservationWindow } from '@/lib/contract/catalog';

/**
 * The reservation calendar's rules, apart from the screen: the calendar draws
 * local Date objects (react-day-picker), the API speaks Gregorian YYYY-MM-DD.
 */

/** A day on the wire as the calendar's local midnight. */
export function localDay(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The calendar's local day back as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Jalali year and month (1–12) a day falls in, as the calendar call asks for them. */
export function jalaliMonthOf(date: Date): { year: number; month: number } {
  return { year: getYear(date), month: getMonth(date) + 1 };
}

/** Only open days can be chosen: past, holiday, closed and full days cannot. */
export function isChoosable(day: CalendarDay | undefined): boolean {
  return day?.state === 'open';
}

/** The days of each state, as the calendar marks them. */
export function daysByState(days: readonly CalendarDay[]) {
  const of = (state: CalendarDay['state']) =>
    days.filter((day) => day.state === state).map((day) => localDay(day.date));
  return { full: of('full'), holiday: of('holiday'), open: of('open') };
}

/** A window can take `count` seats when that many are left in it. */
export function windowFits(window: ReservationWindow, count: number): boolean {
  return window.remaining >= count;
}

export const sameWindow = (
  a: { start_time: string; end_time: string },
  b: { start_time: string; end_time: string },
) => a.start_time === b.start_time && a.end_time === b.end_time;

/** The seats the customer holds themselves: the calendar counts them as taken, the holder as theirs. */
export type OwnHold = { reserve_date: string; start_time: string; end_time: string; count: number };

/**
 * The days as the holder should see them: their own held seats are added back
 * to the window (and a day full only because of them is open again to them).
 */
export function withOwnHold(days: readonly CalendarDay[], hold: OwnHold | null): CalendarDay[] {
  if (!hold) return [...days];
  return days.map((day) => {
    if (day.date !== hold.reserve_date) return day;
    const windows = day.windows.map((window) =>
      sameWindow(window, hold) ? { ...window, remaining: window.remaining + hold.count } : window,
    );
    const available = windows.some((window) => window.remaining > 0);
    return {
      ...day,
      windows,
      available,
      state: day.state === 'full' && available ? 'open' : day.state,
    };
  });
}
