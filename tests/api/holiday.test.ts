import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidayList } from '@/lib/contract/holiday';
import { holidays } from '@/server/db/schema';
import { HOLIDAYS_1405, HOLIDAYS_1406, seedHolidays } from '@/server/db/seed/holidays';
import { expectBadRequest, okData } from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedHolidays(t.db);
  await t.db.insert(holidays).values({ date: '2027-01-01', country: 'TR', title: 'Yılbaşı' });
});
afterAll(async () => t.close());

const list = (body: unknown) => t.call('POST', '/api/v1/holidays/list', { body });

describe('POST /api/v1/holidays/list', () => {
  it('answers Iran’s holidays of a Jalali year, 1 Farvardin to the end of Esfand, in order', async () => {
    const of1405 = okData(await list({ year: 1405 }), holidayList);
    expect(of1405).toEqual(HOLIDAYS_1405.map((holiday) => holiday.date));
    expect(of1405[0]).toBe('2026-03-21');
    expect(of1405.at(-1)).toBe('2027-03-20');
    const of1406 = okData(await list({ year: '1406', country: 'IR' }), holidayList);
    expect(of1406).toEqual(HOLIDAYS_1406.map((holiday) => holiday.date));
    expect(of1406).toContain('2027-03-21');
    expect(of1406).toContain('2028-03-19');
  });

  it('answers a Gregorian year’s holidays across two Jalali years', async () => {
    const of2027 = okData(await list({ year: 2027 }), holidayList);
    expect(of2027[0]).toBe('2027-01-05');
    expect(of2027).toContain('2027-03-21');
    expect(of2027.every((day) => day.startsWith('2027-'))).toBe(true);
  });

  it('reads the country in any case and answers only that country’s days', async () => {
    expect(okData(await list({ year: 2027, country: 'tr' }), holidayList)).toEqual(['2027-01-01']);
    expect(okData(await list({ year: 1399 }), holidayList)).toEqual([]);
  });

  it('answers 400 with a Persian message for a year or country it cannot read', async () => {
    expectBadRequest(await list({ year: 1600 }), 'year');
    expectBadRequest(await list({}), 'year');
    expectBadRequest(await list({ year: 1405, country: 'IRN' }), 'country');
  });
});
