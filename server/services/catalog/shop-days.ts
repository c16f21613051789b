import { and, between, eq } from 'drizzle-orm';
import { DEFAULT_HOLIDAY_COUNTRY } from '@/lib/constants';
import { tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { holidays } from '@/server/db/schema';

/** 0 = Saturday … 6 = Friday, the Iranian week the schedules are written in. */
export function iranWeekday(isoDay: string): number {
  return (new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 1) % 7;
}

/** The shop's today: the calendar day in Tehran, whatever the server's zone. */
export function shopToday(): string {
  return tehranDate(new Date());
}

export async function holidaysBetween(
  db: Executor,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(eq(holidays.country, DEFAULT_HOLIDAY_COUNTRY), between(holidays.date, from, to)));
  return new Set(rows.map((row) => row.date));
}

export type DayStatus = { isHoliday: boolean; isOpen: boolean };

/** Whether each day can take bookings: not in the past and not an Iranian holiday. */
export async function dayStatuses(db: Executor, days: string[]): Promise<Map<string, DayStatus>> {
  const sorted = [...days].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const closed = first && last ? await holidaysBetween(db, first, last) : new Set<string>();
  const today = shopToday();
  return new Map(
    days.map((day) => {
      const isHoliday = closed.has(day);
      return [day, { isHoliday, isOpen: !isHoliday && day >= today }];
    }),
  );
}
