import { describe, expect, it } from 'vitest';
import {
  currentJalaliYear,
  isoToJalali,
  JALALI_MONTH_NAMES,
  jalaliDaysInMonth,
  jalaliToIso,
} from '@/lib/format/jalali-parts';

describe('Jalali date parts', () => {
  it('turns a Jalali day into the Gregorian day the API reads, and back', () => {
    expect(jalaliToIso({ year: 1405, month: 1, day: 1 })).toBe('2026-03-21');
    expect(jalaliToIso({ year: 1369, month: 2, day: 31 })).toBe('1990-05-21');
    expect(isoToJalali('1990-05-21')).toEqual({ year: 1369, month: 2, day: 31 });
    expect(isoToJalali('1900-03-21')?.year).toBe(1279);
  });

  it('round-trips every day of a leap year', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (let day = 1; day <= jalaliDaysInMonth(1403, month); day += 1) {
        const iso = jalaliToIso({ year: 1403, month, day });
        expect(isoToJalali(iso)).toEqual({ year: 1403, month, day });
      }
    }
  });

  it('knows month lengths, Esfand included', () => {
    expect(jalaliDaysInMonth(1404, 1)).toBe(31);
    expect(jalaliDaysInMonth(1404, 7)).toBe(30);
    expect(jalaliDaysInMonth(1403, 12)).toBe(30);
    expect(jalaliDaysInMonth(1404, 12)).toBe(29);
  });

  it('refuses text that is not a real Gregorian day', () => {
    for (const text of ['', '1990-5-21', '1990-02-30', 'incomplete', '۱۹۹۰-۰۵-۲۱']) {
      expect(isoToJalali(text), text).toBeNull();
    }
  });

  it('names the months in Persian and finds the current year in Tehran', () => {
    expect(JALALI_MONTH_NAMES).toHaveLength(12);
    expect(JALALI_MONTH_NAMES[0]).toBe('فروردین');
    expect(JALALI_MONTH_NAMES[11]).toBe('اسفند');
    // 20 March 2026 21:00 UTC is already 1 Farvardin 1405 in Tehran (UTC+3:30).
    expect(currentJalaliYear(new Date('2026-03-20T21:00:00Z'))).toBe(1405);
    expect(currentJalaliYear(new Date('2026-03-20T20:00:00Z'))).toBe(1404);
  });
});
