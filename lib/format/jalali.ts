import { format } from 'date-fns-jalali';
import { DISPLAY_DATE_LENGTH } from '@/lib/constants';
import { toPersianDigits } from './digits';

const TEHRAN = 'Asia/Tehran';

/*
 * Made on first use and kept: building a formatter loads the zone's rules and
 * costs about ten times a format, and these run for every order and window an
 * answer lists. Not at import, so a page's first script pays nothing for them.
 */
let dayFormat: Intl.DateTimeFormat | undefined;
let clockFormat: Intl.DateTimeFormat | undefined;

/** The shop's calendar day of an instant, as Gregorian YYYY-MM-DD in Tehran time. */
export function tehranDate(instant: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: TEHRAN });
  return dayFormat.format(instant);
}

/** A wall-clock moment in Tehran, so Jalali formatting sees the shop's day, not the server's. */
function inTehran(value: string | Date): Date {
  const instant =
    typeof value === 'string' && value.length === 10
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TEHRAN,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = clockFormat.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/** «۳۰ آبان ۱۴۰۵» */
export function formatJalaliDate(value: string | Date): string {
  return toPersianDigits(format(inTehran(value), 'd MMMM yyyy'));
}

/** «۱۴۰۵/۰۸/۳۰» */
export function formatJalaliNumeric(value: string | Date): string {
  return toPersianDigits(format(inTehran(value), 'yyyy/MM/dd'));
}

/** The Persian weekday name of a date: «شنبه». */
export function formatWeekday(value: string | Date): string {
  return format(inTehran(value), 'EEEE');
}

/** Spec 9: dates are shown cut to their first 10 characters. */
export function cutDate(value: string): string {
  return value.slice(0, DISPLAY_DATE_LENGTH);
}
