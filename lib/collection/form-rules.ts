import type { CollectionOptions, CollectionWindow } from '@/lib/contract/collection';
import { formatWeekday } from '@/lib/format/jalali';

/** The Iranian weekday (0 = Saturday) of a Gregorian YYYY-MM-DD. */
export function iranWeekdayOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/** A Saturday, to name the weekdays by: weekday n is n days after it. */
const A_SATURDAY_NOON = Date.UTC(2026, 0, 3, 12);
const DAY_MS = 86_400_000;

/** The Persian name of an Iranian weekday (0 = Saturday): «سه‌شنبه». */
export function weekdayName(weekday: number): string {
  return formatWeekday(new Date(A_SATURDAY_NOON + weekday * DAY_MS).toISOString().slice(0, 10));
}

export const windowKey = (window: CollectionWindow) => `${window.start_time}-${window.end_time}`;

/** The windows of a chosen day, none until one is chosen. */
export function windowsOfDay(options: CollectionOptions, day: string | null): CollectionWindow[] {
  return options.days.find((item) => item.date === day)?.windows ?? [];
}

/** Weekdays that offer this window every week: the only ones a standing order may repeat on. */
export function weekdaysOffering(
  options: CollectionOptions,
  window: CollectionWindow | null,
): Set<number> {
  if (!window) return new Set();
  return new Set(
    options.weekdays
      .filter((item) => item.windows.some((w) => windowKey(w) === windowKey(window)))
      .map((item) => item.weekday),
  );
}

/**
 * The weekdays sent with a standing order: the chosen ones that still offer
 * the window, always with the first pickup day's own weekday.
 */
export function repeatWeekdays(
  chosen: ReadonlySet<number>,
  offering: ReadonlySet<number>,
  firstDay: string | null,
): number[] {
  const days = new Set([...chosen].filter((weekday) => offering.has(weekday)));
  if (firstDay) days.add(iranWeekdayOf(firstDay));
  return [...days].sort((a, b) => a - b);
}
