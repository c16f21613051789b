import { describe, expect, it } from 'vitest';
import { formatNumber, toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import {
  clockOf,
  cutDate,
  formatJalaliDate,
  formatJalaliNumeric,
  formatWeekday,
  hourOf,
  tehranDate,
} from '@/lib/format/jalali';
import { discountPercent, formatToman } from '@/lib/format/money';

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

  it('takes the hour as the part before the first colon (spec 9), said without a leading zero', () => {
    expect(hourOf('09:30')).toBe('۹');
    expect(hourOf('00:00')).toBe('۰');
    expect(hourOf('18:00:00')).toBe('۱۸');
    expect(hourOf('7')).toBe('۷');
    expect(hourOf('۰۸:۰۰')).toBe('۸');
  });

  it('says a clock time with minutes only when there are some', () => {
    expect(clockOf('09:00')).toBe('۹');
    expect(clockOf('21:30')).toBe('۲۱:۳۰');
    expect(clockOf('07:05:00')).toBe('۷:۰۵');
  });
});
