import { z } from 'zod';
import { DEFAULT_HOLIDAY_COUNTRY } from '@/lib/constants';
import fa from '@/messages/fa.json';
import { blankOr } from './common';

/**
 * POST /api/v1/holidays/list {year, country}: `year` is a Jalali year (1300–1500)
 * or a Gregorian one (1900–2200); the answer is the holidays falling in it.
 */
export const holidaysBody = z.object({
  year: z.coerce
    .number()
    .int()
    .refine((year) => (year >= 1300 && year <= 1500) || (year >= 1900 && year <= 2200)),
  country: blankOr(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, fa.api.validation.countryCode),
    DEFAULT_HOLIDAY_COUNTRY,
  ),
});

/** Spec 3: holidays are a list of strings, Gregorian YYYY-MM-DD. */
export const holidayList = z.array(z.string());
