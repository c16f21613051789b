/** Holidays (spec §7 "App, home, location"). */

import { holidayCalls } from '@/lib/contract/calls/holiday';
import { type Call, jsonCall } from '@/server/http/call';
import { listHolidays } from '@/server/services/holiday/holidays';

export const holidayRoutes: Call[] = [
  jsonCall(holidayCalls.list, {
    access: 'none',
    shared: { tags: () => [] },
    tag: 'holiday',
    summary: 'A country’s holidays (YYYY-MM-DD) in a Jalali or Gregorian year',
    description:
      '`year` is a Jalali year (1300–1500: 1 Farvardin to the end of Esfand) or a Gregorian one (1900–2200); the answer is the country’s holidays in it, in date order. `country` defaults to IR (an empty one too). The seed holds Iran’s official holidays of 1405 and 1406.',
    handler: async ({ db, body }) => ({ data: await listHolidays(db, body.year, body.country) }),
  }),
];
