import { toLatinDigits, toPersianDigits } from './digits';

/*
 * The shop's two ways of saying a time, and no others:
 * - a time of day, a moment on the clock: «۹:۳۰», «۱۴:۰۵» (the hour without a
 *   leading zero, the minutes always);
 * - a window of hours: «از ساعت ۹ تا ۱۱», each end as a Persian speaker says it
 *   (the hour alone, its minutes only when there are some: «از ساعت ۹ تا ۲۱:۴۵»).
 * The window's words are each screen's message «از ساعت {from} تا {to}»; the
 * ends come from windowEnds.
 */

const TEHRAN = 'Asia/Tehran';

/** The hour and minutes of "HH:mm[:ss]" (Latin or Persian digits), or null for anything else. */
function clockParts(time: string): { hour: number; minutes: number } | null {
  const match = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?$/.exec(toLatinDigits(time.trim()));
  if (!match) return null;
  return { hour: Number(match[1]), minutes: Number(match[2] ?? 0) };
}

// Made once on first use: building a formatter costs about ten times a format.
let clockFormat: Intl.DateTimeFormat | undefined;

/** A moment's hour and minutes on the shop's clock (Tehran). */
function tehranClock(instant: Date): { hour: number; minutes: number } {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TEHRAN,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = clockFormat.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minutes: get('minute') };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A time of day: «۹:۳۰», «۱۴:۰۵». Given "HH:mm[:ss]" it is that wall-clock
 * time; given an instant (a Date or an ISO timestamp), the shop's clock at it.
 */
export function formatTimeOfDay(value: string | Date): string {
  const clock =
    typeof value === 'string' && !value.includes('T')
      ? clockParts(value)
      : tehranClock(new Date(value));
  if (!clock) return toPersianDigits(String(value));
  return toPersianDigits(`${clock.hour}:${twoDigits(clock.minutes)}`);
}

/**
 * One end of a window of hours: the hour alone, its minutes only when there
 * are some: «۹», «۲۱:۳۰». Spec 9 reads the hour as the part before the colon;
 * whole hours (every window the demo shop has) read exactly so.
 */
export function windowEnd(time: string): string {
  const clock = clockParts(time);
  if (!clock) return toPersianDigits(time.split(':')[0] ?? time);
  return toPersianDigits(
    clock.minutes > 0 ? `${clock.hour}:${twoDigits(clock.minutes)}` : String(clock.hour),
  );
}

/** Both ends of a window, for a message «از ساعت {from} تا {to}». */
export function windowEnds(start: string, end: string): { from: string; to: string } {
  return { from: windowEnd(start), to: windowEnd(end) };
}
