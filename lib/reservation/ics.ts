/**
 * An iCalendar (.ics, RFC 5545) event for a booking, so a phone's calendar
 * can hold it. Times are written in UTC: Tehran has kept +03:30 all year
 * since 2022, so a wall-clock time there is that time minus 3:30 in UTC.
 */
const TEHRAN_OFFSET_MINUTES = 210;

/** RFC 5545 §3.1: a content line is at most 75 octets; longer ones fold onto lines that start with a space. */
const LINE_OCTETS = 75;

export type IcsBooking = {
  uid: string;
  title: string;
  description: string;
  /** YYYY-MM-DD and HH:mm, wall-clock in Tehran. */
  date: string;
  start: string;
  end: string;
  /** Where it takes place: the branch's name and address, and its point when it has given one. */
  location: { text: string; lat: number | null; lng: number | null } | null;
  /** The booking's page, for the calendar entry's link. */
  url: string | null;
  /** When the file is made. */
  now: Date;
};

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function tehranInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - TEHRAN_OFFSET_MINUTES * 60_000);
}

/** Text values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const octets = (value: string) => new TextEncoder().encode(value).length;

/** Folds a line at 75 octets, never inside a character (Persian letters take two octets each). */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  for (const char of line) {
    // A continuation line's leading space counts toward its 75 octets.
    const limit = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets(current + char) > limit) {
      lines.push(current);
      current = '';
    }
    current += char;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

export function bookingIcs(booking: IcsBooking): string {
  const { location } = booking;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//shop//reservation//FA',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${booking.uid}`,
    `DTSTAMP:${utcStamp(booking.now)}`,
    `DTSTART:${utcStamp(tehranInstant(booking.date, booking.start))}`,
    `DTEND:${utcStamp(tehranInstant(booking.date, booking.end))}`,
    `SUMMARY:${text(booking.title)}`,
    `DESCRIPTION:${text(booking.description)}`,
    ...(location ? [`LOCATION:${text(location.text)}`] : []),
    ...(location && location.lat !== null && location.lng !== null
      ? [`GEO:${location.lat};${location.lng}`]
      : []),
    ...(booking.url ? [`URL:${booking.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}
