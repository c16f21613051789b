import { tehranDate } from '@/lib/format/jalali';

const DAY_MS = 86_400_000;
const DEFAULT_PERIOD_DAYS = 1;

/**
 * How many Tehran days a customer waits between spins: WHEEL_PERIOD_DAYS, a
 * whole number of days, else one (a spin per Tehran calendar day).
 */
export function wheelPeriodDays(): number {
  const days = Number(process.env.WHEEL_PERIOD_DAYS);
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_PERIOD_DAYS;
}

/** Days from 1970-01-01 to the Tehran calendar day of an instant. */
function tehranDayNumber(now: Date): number {
  return Math.round(Date.parse(`${tehranDate(now)}T00:00:00Z`) / DAY_MS);
}

/** The spin period an instant falls in: periods of `days` Tehran days from the epoch. */
export function spinPeriod(now: Date, days: number = wheelPeriodDays()): number {
  return Math.floor(tehranDayNumber(now) / days);
}

/**
 * When the period after `period` begins: midnight in Tehran (Iran keeps
 * +03:30 all year since 2022), as an instant.
 */
export function nextPeriodStart(period: number, days: number = wheelPeriodDays()): Date {
  const day = new Date((period + 1) * days * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T00:00:00+03:30`);
}
