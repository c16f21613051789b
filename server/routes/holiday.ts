/**
 * Holidays (spec §7 "App, home, location"). Public: no token needed.
 *
 * | Call | data |
 * |---|---|
 * | POST /api/v1/holidays/list {year, country=IR} | string[] of YYYY-MM-DD |
 *
 * - `year` is a Jalali year (1300–1500: 1 Farvardin to the end of Esfand) or a
 *   Gregorian one (1900–2200); the answer is the country's holidays in it, in
 *   date order. The seed holds Iran's official holidays of 1405 and 1406.
 */
import { Hono } from 'hono';
import { holidaysBody } from '@/lib/contract/holiday';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { parseJson } from '@/server/http/validate';
import { listHolidays } from '@/server/services/holiday/holidays';

export const holidayRoutes = new Hono<AppEnv>();

holidayRoutes.post('/v1/holidays/list', async (c) => {
  const { year, country } = await parseJson(c, holidaysBody);
  return ok(c, await listHolidays(c.var.db, year, country));
});
