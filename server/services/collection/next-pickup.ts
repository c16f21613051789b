import { tehranDate } from '@/lib/format/jalali';
import { iranWeekday } from '@/server/services/catalog/shop-days';
import { addDays, tehranClock } from '@/server/services/zone/available-times';

/** How far ahead the next pickup of a repeating request is looked for (holidays in a row included). */
export const NEXT_PICKUP_SEARCH_DAYS = 60;

/** A collection request's schedule as the next pickup is worked out from it. */
export type PickupPlan = {
  repeat: boolean;
  /** 0 = Saturday … 6 = Friday; empty for a one-off request. */
  weekdays: readonly number[];
  /** The first pickup day the customer chose, YYYY-MM-DD. */
  firstDate: string;
  /** The window's start, HH:mm in Tehran: a pickup today is due only while it has not started. */
  startTime: string;
  /** The last pickup handed over, if any: the next one comes after it. */
  lastPickupDate: string | null;
};

/** The instant of HH:mm on a Tehran day (Iran has kept +03:30 all year since 2022). */
export function tehranInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+03:30`);
}

/**
 * The next due pickup day, or null when there is none: a one-off request is
 * due on its day until that day's window starts or it is handed over; a
 * repeating one on the first chosen weekday from its first day (and after its
 * last pickup) whose window has not started, skipping Iranian holidays.
 * `holidays` must cover NEXT_PICKUP_SEARCH_DAYS from today.
 */
export function nextPickupDay(
  plan: PickupPlan,
  now: Date,
  holidays: ReadonlySet<string>,
): string | null {
  const today = tehranDate(now);
  const clock = tehranClock(now);
  const started = (day: string) => day < today || (day === today && plan.startTime <= clock);
  if (!plan.repeat) {
    if (plan.lastPickupDate !== null || started(plan.firstDate)) return null;
    return plan.firstDate;
  }
  // The later of the first day and today (ISO days sort as text).
  let from = [plan.firstDate, today].sort().at(-1) ?? today;
  if (plan.lastPickupDate !== null && plan.lastPickupDate >= from) {
    from = addDays(plan.lastPickupDate, 1);
  }
  for (let i = 0; i < NEXT_PICKUP_SEARCH_DAYS; i++) {
    const day = addDays(from, i);
    if (!plan.weekdays.includes(iranWeekday(day))) continue;
    if (holidays.has(day) || started(day)) continue;
    return day;
  }
  return null;
}
