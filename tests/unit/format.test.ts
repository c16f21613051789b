import { describe, expect, it } from 'vitest';
import { formatNumber, toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import {
  cutDate,
  formatJalaliDate,
  formatJalaliNumeric,
  formatWeekday,
  tehranDate,
} from '@/lib/format/jalali';
import { discountPercent, formatToman } from '@/lib/format/money';
import { formatTimeOfDay, windowEnd, windowEnds } from '@/lib/format/time';

describe('digits', () => {
  it('turns Latin digits Persian and leaves other text alone', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('کد 12-ب')).toBe('کد ۱۲-ب');
  });

  it('reads Persian and Arabic digits back as Latin', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toLatinDigits('٣٤٥')).toBe('345');
    expect(toLatinDigits(toPersianDigits(9876543210))).toBe('9876543210');
  });

  it('groups thousands with the Persian separator', () => {
    expect(formatNumber(125000)).toBe('۱۲۵٬۰۰۰');
    expect(formatNumber(0)).toBe('۰');
  });
});

describe('money', () => {
  it('writes Toman amounts in Persian', () => {
    expect(formatToman(125000, 'تومان')).toBe('۱۲۵٬۰۰۰ تومان');
  });

  it('computes a rounded discount and none when nothing is off', () => {
    expect(discountPercent(100_000, 80_000)).toBe(20);
    expect(discountPercent(30_000, 20_000)).toBe(33);
    expect(discountPercent(50_000, 50_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(50_000, 60_000)).toBe(0);
  });
});

describe('Jalali dates', () => {
  it('formats a Gregorian wire date as a Jalali date with Persian digits', () => {
    expect(formatJalaliDate('2026-11-21')).toBe('۳۰ آبان ۱۴۰۵');
    expect(formatJalaliNumeric('2026-11-21')).toBe('۱۴۰۵/۰۸/۳۰');
    expect(formatJalaliDate('2026-03-21')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('names the weekday in Persian', () => {
    expect(formatWeekday('2026-11-21')).toBe('شنبه');
    expect(formatWeekday('2026-11-20')).toBe('جمعه');
  });

  it('uses the Tehran calendar day of an instant', () => {
    // 21:00 UTC on the 20th is already 00:30 on the 21st in Tehran.
    expect(tehranDate(new Date('2026-11-20T21:00:00Z'))).toBe('2026-11-21');
    expect(formatJalaliDate(new Date('2026-11-20T21:00:00Z'))).toBe('۳۰ آبان ۱۴۰۵');
  });

  it('cuts dates to their first 10 characters (spec 9)', () => {
    expect(cutDate('2026-11-21T10:15:00+03:30')).toBe('2026-11-21');
    expect(cutDate('2026-11-21')).toBe('2026-11-21');
  });
});

describe('times: one way for a time of day, one for a window', () => {
  it('says a window’s end as its hour (spec 9), without a leading zero, with minutes only when there are some', () => {
    expect(windowEnd('09:00')).toBe('۹');
    expect(windowEnd('00:00')).toBe('۰');
    expect(windowEnd('18:00:00')).toBe('۱۸');
    expect(windowEnd('7')).toBe('۷');
    expect(windowEnd('۰۸:۰۰')).toBe('۸');
    expect(windowEnd('21:30')).toBe('۲۱:۳۰');
    expect(windowEnd('07:05:00')).toBe('۷:۰۵');
    expect(windowEnds('09:00', '11:00')).toEqual({ from: '۹', to: '۱۱' });
  });

  it('says a time of day as hour:minutes, the hour without a leading zero, in Tehran time', () => {
    expect(formatTimeOfDay('09:00')).toBe('۹:۰۰');
    expect(formatTimeOfDay('21:05:00')).toBe('۲۱:۰۵');
    expect(formatTimeOfDay('۰۸:۳۰')).toBe('۸:۳۰');
    // 06:00 UTC is 09:30 in Tehran (+03:30 all year).
    expect(formatTimeOfDay('2026-11-21T06:00:00Z')).toBe('۹:۳۰');
    expect(formatTimeOfDay(new Date('2026-11-21T20:45:00Z'))).toBe('۰:۱۵');
  });
});
