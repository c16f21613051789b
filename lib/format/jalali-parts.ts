import { format, getDate, getDaysInMonth, getMonth, getYear, newDate } from 'date-fns-jalali';
import { tehranDate } from './jalali';

/** A day of the Jalali calendar; month is 1 (Farvardin) … 12 (Esfand). */
export type JalaliParts = { year: number; month: number; day: number };

/** Jalali 1279 starts in March 1900: the earliest birthday the contract accepts. */
export const EARLIEST_JALALI_YEAR = 1279;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 29, 30 or 31: Esfand has 30 days in leap years. */
export function jalaliDaysInMonth(year: number, month: number): number {
  return getDaysInMonth(newDate(year, month - 1, 1));
}

/**
 * The Gregorian YYYY-MM-DD the wire carries for a Jalali day. Noon keeps a
 * daylight-saving shift of the browser's zone from moving the day.
 */
export function jalaliToIso({ year, month, day }: JalaliParts): string {
  const date = newDate(year, month - 1, day, 12);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Jalali day of a Gregorian YYYY-MM-DD; null for anything else. */
export function isoToJalali(iso: string): JalaliParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(match[3])) return null;
  return { year: getYear(date), month: getMonth(date) + 1, day: getDate(date) };
}

/** The shop's current Jalali year (Tehran), the latest a birthday may fall in. */
export function currentJalaliYear(now: Date = new Date()): number {
  return isoToJalali(tehranDate(now))?.year ?? getYear(now);
}

/** «فروردین» … «اسفند», from date-fns-jalali's Persian locale. */
export const JALALI_MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  format(newDate(1400, index, 1), 'MMMM'),
);
