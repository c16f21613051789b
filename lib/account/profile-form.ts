import type { CustomerEditPayload } from '@/lib/api/customer';
import type { FieldErrors } from '@/lib/api/failure';
import { type Customer, customerEditBody, type Gender } from '@/lib/contract/customer';
import { toPersianDigits } from '@/lib/format/digits';
import { issuesAsFieldErrors, type SortedErrors, sortFieldErrors } from './field-errors';
import { genderFromWord, genderToWord } from './gender';

/** What the profile form holds: text as typed, so Persian digits survive until the server reads them. */
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  gender: Gender | '';
  nation_code: string;
  father_name: string;
  postal_code: string;
  number_id: string;
  company_national_id: string;
  economic_code: string;
  /** Gregorian YYYY-MM-DD, or "" for none. */
  birthday: string;
  customer_type_id: string;
  referrer: string;
};

export type ProfileField = keyof ProfileFormValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'gender',
  'nation_code',
  'father_name',
  'postal_code',
  'number_id',
  'company_national_id',
  'economic_code',
  'birthday',
  'customer_type_id',
  'referrer',
];

const digitsOrEmpty = (value: string | null) => (value ? toPersianDigits(value) : '');

/** The type field's value for the customer's current type; "" is none. */
const typeValue = (customer: Customer) =>
  customer.customer_type_id === null ? '' : String(customer.customer_type_id);

export function profileFormValues(customer: Customer): ProfileFormValues {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    gender: genderFromWord(customer.gender) ?? '',
    nation_code: digitsOrEmpty(customer.nation_code),
    father_name: customer.father_name ?? '',
    postal_code: digitsOrEmpty(customer.postal_code),
    number_id: digitsOrEmpty(customer.extra.number_id),
    company_national_id: digitsOrEmpty(customer.company_national_id),
    economic_code: digitsOrEmpty(customer.economic_code),
    birthday: customer.birthday ?? '',
    customer_type_id: typeValue(customer),
    referrer: customer.referrer === null ? '' : toPersianDigits(customer.referrer),
  };
}

/**
 * The edit call's body. Empty optional fields clear what was stored; the
 * referrer is sent only while none is recorded, since the server keeps the
 * first one for good; the type only when the customer changed it.
 */
export function profilePayload(values: ProfileFormValues, current: Customer): CustomerEditPayload {
  const referrer = values.referrer.trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    gender: genderToWord(values.gender),
    nation_code: values.nation_code,
    father_name: values.father_name,
    postal_code: values.postal_code,
    company_national_id: values.company_national_id,
    economic_code: values.economic_code,
    extra: { number_id: values.number_id },
    birthday: values.birthday,
    // Sent only when changed: a type the shop granted is never sent back as the customer's choice.
    ...(values.customer_type_id === typeValue(current)
      ? {}
      : { customer_type_id: values.customer_type_id === '' ? null : values.customer_type_id }),
    ...(current.referrer === null && referrer !== '' ? { referrer } : {}),
  };
}

const RENAMED: Readonly<Record<string, ProfileField>> = { 'extra.number_id': 'number_id' };

/** Field errors of the edit call (or of the contract run locally), sorted for the form. */
export function sortProfileErrors(errors: FieldErrors | null): SortedErrors<ProfileField> {
  return sortFieldErrors(errors, PROFILE_FIELDS, RENAMED);
}

/** The contract's own rules, run before sending, so the customer sees the server's words at once. */
export function checkProfile(
  values: ProfileFormValues,
  current: Customer,
): SortedErrors<ProfileField> {
  const parsed = customerEditBody.safeParse(profilePayload(values, current));
  return parsed.success
    ? { fields: {}, other: [] }
    : sortProfileErrors(issuesAsFieldErrors(parsed.error));
}
