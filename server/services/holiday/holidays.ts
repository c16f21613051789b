import { and, asc, between, eq } from 'drizzle-orm';
import { jalaliToIso } from '@/lib/format/jalali-parts';
import type { Executor } from '@/server/db/database';
import { holidays } from '@/server/db/schema';
import { addDays } from '@/server/services/zone/available-times';

/** Years up to this one are Jalali (1300–1500 in the contract); later ones Gregorian. */
const LAST_JALALI_YEAR = 1500;

/** The Gregorian days a year spans: a Jalali year runs from 1 Farvardin to the day before the next. */
export function yearSpan(year: number): { from: string; to: string } {
  if (year <= LAST_JALALI_YEAR) {
    const from = jalaliToIso({ year, month: 1, day: 1 });
    const next = jalaliToIso({ year: year + 1, month: 1, day: 1 });
    return { from, to: addDays(next, -1) };
  }
  const padded = String(year).padStart(4, '0');
  return { from: `${padded}-01-01`, to: `${padded}-12-31` };
}

/** POST holidays/list: a country's holidays falling in a Jalali or Gregorian year, in date order. */
export async function listHolidays(db: Executor, year: number, country: string): Promise<string[]> {
  const { from, to } = yearSpan(year);
  const rows = await db
    .select({ date: holidays.date })
    .from(holidays)
    .where(and(eq(holidays.country, country), between(holidays.date, from, to)))
    .orderBy(asc(holidays.date));
  return rows.map((row) => row.date);
}
