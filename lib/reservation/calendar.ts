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

/**
 * Only open days can be chosen: past, holiday and closed days cannot, nor full
 * ones unless the shopper may wait in a full window's line (a customer).
 */
export function isChoosable(day: CalendarDay | undefined, waitable = false): boolean {
  return day?.state === 'open' || (waitable && day?.state === 'full');
}

/** The days of each state, as the calendar marks them. */
export function daysByState(days: readonly CalendarDay[]) {
  const of = (state: CalendarDay['state']) =>
    days.filter((day) => day.state === state).map((day) => localDay(day.date));
  return { full: of('full'), holiday: of('holiday'), open: of('open') };
}

/** Seats the asker may still take in a window: the free ones and the ones they hold themselves. */
export function roomFor(window: ReservationWindow): number {
  return window.remaining + window.held;
}

/** A window can take `count` seats for this customer when that many are free or theirs. */
export function windowFits(window: ReservationWindow, count: number): boolean {
  return roomFor(window) >= count;
}

export const sameWindow = (
  a: { start_time: string; end_time: string },
  b: { start_time: string; end_time: string },
) => a.start_time === b.start_time && a.end_time === b.end_time;

/** A hold the server has just answered: its slot, its seats, and the seats left free once it counts. */
export type HeldSlot = {
  reserve_date: string;
  start_time: string;
  end_time: string;
  count: number;
  remaining: number;
};

/**
 * The holder's calendar once the server has answered their hold, before the
 * calendar is asked again: the held window takes the answer's numbers (counted
 * under the window's lock), and a hold it replaced gives its seats back to its
 * window (one hold per customer and product). Days whose room changed get
 * their state again.
 */
export function withHold(days: readonly CalendarDay[], hold: HeldSlot): CalendarDay[] {
  return days.map((day) => {
    const isHeldDay = day.date === hold.reserve_date;
    if (!isHeldDay && day.windows.every((window) => window.held === 0)) return day;
    const windows = day.windows.map((window) =>
      isHeldDay && sameWindow(window, hold)
        ? { ...window, remaining: hold.remaining, held: hold.count }
        : { ...window, remaining: window.remaining + window.held, held: 0 },
    );
    const available = windows.some((window) => roomFor(window) > 0);
    const roomy = day.state === 'open' || day.state === 'full';
    return { ...day, windows, available, state: roomy ? (available ? 'open' : 'full') : day.state };
  });
}
