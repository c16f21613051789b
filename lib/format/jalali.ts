import { format } from 'date-fns-jalali';
import { DISPLAY_DATE_LENGTH } from '@/lib/constants';
import { toLatinDigits, toPersianDigits } from './digits';

const TEHRAN = 'Asia/Tehran';

/** The shop's calendar day of an instant, as Gregorian YYYY-MM-DD in Tehran time. */
export function tehranDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TEHRAN }).format(instant);
}

/** A wall-clock moment in Tehran, so Jalali formatting sees the shop's day, not the server's. */
function inTehran(value: string | Date): Date {
  const instant =
    typeof value === 'string' && value.length === 10
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TEHRAN,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
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

/**
 * Spec 9: hours are the part of a time before the first colon, said as a
 * Persian speaker says them: «از ساعت ۹», never «۰۹».
 */
export function hourOf(time: string): string {
  const hour = time.split(':')[0] ?? time;
  const digits = toLatinDigits(hour);
  return toPersianDigits(/^\d+$/.test(digits) ? String(Number(digits)) : hour);
}

/**
 * A clock time as said in Persian: the hour without a leading zero, and the
 * minutes only when there are some: «۹», «۲۱:۳۰».
 */
export function clockOf(time: string): string {
  const [, minutes] = toLatinDigits(time).split(':');
  const hour = hourOf(time);
  return minutes && Number(minutes) > 0 ? `${hour}:${toPersianDigits(minutes)}` : hour;
}
