import { toPersianChars } from '@persian-tools/persian-tools';
import { z } from 'zod';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { tehranDate } from '@/lib/format/jalali';
import { isValidNationalCode } from '@/lib/text/national-code';
import fa from '@/messages/fa.json';
import { idParam, isoDate } from './common';

const validation = fa.api.validation;

/* ───────── input helpers the customer, address and zone contracts share ───────── */

export const PROTECTED_FIELD_MESSAGE = validation.protectedField;

/**
 * A request body that refuses, by name, fields only the shop may set (credit,
 * mobile, owner …): a customer probing for them gets a 400 that says which
 * field, rather than a silent success. Other unknown keys (form-only state) are
 * left unread.
 */
export function bodyRefusing<T extends z.ZodRawShape>(shape: T, protectedKeys: readonly string[]) {
  return z.looseObject(shape).superRefine(
    (body, ctx) => {
      for (const key of protectedKeys) {
        if (Object.hasOwn(body, key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: PROTECTED_FIELD_MESSAGE });
        }
      }
    },
    // Run even when other fields failed, so every refused field is named at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/** Latin digits and no surrounding space: what a customer typed in any script. */
const latin = (value: string) => toLatinDigits(value).trim();

/** Free text a customer typed: trimmed, Arabic ي/ك read as Persian ی/ک. */
export function typedText(max: number, required = true) {
  return z
    .string()
    .trim()
    .min(required ? 1 : 0, validation.required)
    .max(max, validation.textTooLong.replace('{max}', toPersianDigits(max)))
    .transform(toPersianChars);
}

const NAME_PATTERN = /^(?:[\p{L}\p{M}\u200c .'-]|\u200d)+$/u;

/** A person's name: letters (any script), spaces, ZWNJ, hyphens; no digits. */
export function personName(allowEmpty = false) {
  return z
    .string()
    .trim()
    .max(80, validation.nameTooLong)
    .refine((value) => (allowEmpty ? true : value.length > 0), validation.required)
    .refine((value) => value === '' || NAME_PATTERN.test(value), validation.nameLetters)
    .transform(toPersianChars);
}

/**
 * Digits in any script with a rule on the Latin form; "" clears (null). Absent
 * leaves the stored value alone.
 */
export function clearableDigits(test: (digits: string) => boolean, message: string) {
  return z
    .string()
    .transform(latin)
    .refine((value) => value === '' || test(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

const numberOrText = z.union([z.number(), z.string()]);

/** A positive id sent as a number or as digits in any script ("۱۲"); "" or null is none. */
export const looseId = numberOrText
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : latin(value);
    if (text === '') return null;
    const id = Number(text);
    if (!/^\d{1,10}$/.test(text) || !idParam.safeParse(id).success) {
      ctx.addIssue({ code: 'custom', message: validation.idInvalid });
      return z.NEVER;
    }
    return id;
  })
  .nullable();

/** "۳۲٫۶۴" → 32.64; text that is not a plain decimal is NaN (Number('') would be 0). */
function readDecimal(value: string): number {
  const text = latin(value).replace('٫', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A finite number in [min, max], sent as a number or text in any digits ("۳۲٫۶۴"). */
export function boundedNumber(min: number, max: number, message: string) {
  return numberOrText.transform((value, ctx) => {
    const number = typeof value === 'number' ? value : readDecimal(value);
    if (!Number.isFinite(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/* ───────── the customer ───────── */

/** The server writes the Persian word; the client maps «زن» to woman and anything else to man. */
export const GENDER_WORDS = { woman: 'زن', man: 'مرد' } as const;
export type Gender = keyof typeof GENDER_WORDS;
export const genderWord = z.enum([GENDER_WORDS.woman, GENDER_WORDS.man]);

export const customer = z.object({
  id: z.number().int(),
  mobile: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The referring customer's id (their referral code), once set. */
  referrer: z.number().int().nullable(),
  gender: genderWord.nullable(),
  /** Gregorian YYYY-MM-DD. */
  birthday: isoDate.nullable(),
  nation_code: z.string().nullable(),
  father_name: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** A business customer's national id (11 digits) and economic code (12), printed on its invoices. */
  company_national_id: z.string().nullable(),
  economic_code: z.string().nullable(),
  extra: z.object({ number_id: z.string().nullable() }),
  customer_type_id: z.number().int().nullable(),
  /**
   * The customer's type named, and whether they declared it themselves; one
   * the shop granted (declarable false) is shown but changed by staff only.
   */
  customer_type: z
    .object({ id: z.number().int(), name: z.string(), declarable: z.boolean() })
    .nullable(),
  /** Account credit in Toman: read only. */
  credit: z.number().int(),
});
export type Customer = z.infer<typeof customer>;

/** Fields a customer never sets on their own profile: the edit refuses them with a 400. */
export const PROTECTED_CUSTOMER_FIELDS = [
  'id',
  'customer',
  'customer_id',
  'mobile',
  'credit',
  'points',
  'role',
  'user',
  'user_id',
  'guest',
  'is_staff',
  'created_at',
] as const;

const EARLIEST_BIRTHDAY = '1900-01-01';

const realDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** Gregorian YYYY-MM-DD in any digits, a real day, not before 1900 and not after today in Tehran. */
export const birthdayInput = z
  .string()
  .transform(latin)
  .refine(
    (value) =>
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) && realDay(value) && value >= EARLIEST_BIRTHDAY),
    { message: validation.birthdayInvalid, abort: true },
  )
  .refine((value) => value === '' || value <= tehranDate(new Date()), validation.birthdayFuture)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** «زن» is woman; any other word is man; "" or null clears. */
export const genderInput = z
  .string()
  .trim()
  .max(16)
  .transform((value): Gender | null => {
    if (value === '') return null;
    return value === GENDER_WORDS.woman ? 'woman' : 'man';
  })
  .nullable()
  .optional();

/**
 * POST customers/{id}/edit. Every field is optional: absent leaves it as it is;
 * null or "" clears the optional ones. Persian and Arabic digits are read.
 */
export const customerEditBody = bodyRefusing(
  {
    first_name: personName().optional(),
    last_name: personName().optional(),
    gender: genderInput,
    birthday: birthdayInput,
    nation_code: clearableDigits(isValidNationalCode, validation.nationalCode),
    father_name: personName(true)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    postal_code: clearableDigits((value) => /^\d{10}$/.test(value), validation.postalCode),
    company_national_id: clearableDigits(
      (value) => /^\d{11}$/.test(value),
      validation.companyNationalId,
    ),
    economic_code: clearableDigits((value) => /^\d{12}$/.test(value), validation.economicCode),
    extra: z
      .object({
        number_id: clearableDigits((value) => /^\d{1,10}$/.test(value), validation.numberId),
      })
      .optional(),
    /**
     * A live declarable type (customer-type/ marks them), null, or the current
     * one; a type the shop granted is changed by staff only.
     */
    customer_type_id: looseId.optional(),
    /** The referring customer's id; set once, never changed or cleared here. */
    referrer: looseId.optional(),
  },
  PROTECTED_CUSTOMER_FIELDS,
);
export type CustomerEditBody = z.infer<typeof customerEditBody>;

export const customerIdParams = z.object({ id: idParam });

/* ───────── customer types (v3) ───────── */

const queryFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((value) => value === 'true' || value === 'True' || value === '1');

export const customerTypesQuery = z.object({
  /** true: top-level types only. */
  just_parent: queryFlag.optional(),
  /** false (the default): live types; true: retired ones. */
  soft_delete: queryFlag.optional(),
});

export const customerType = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  soft_delete: z.boolean(),
  /** A customer may pick it in the profile; the others (tiers, partners) are granted by staff. */
  declarable: z.boolean(),
});
export type CustomerType = z.infer<typeof customerType>;

export const customerTypeList = z.object({
  count: z.number().int(),
  results: z.array(customerType),
});
