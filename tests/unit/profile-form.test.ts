import { describe, expect, it } from 'vitest';
import { customerTypeChoice } from '@/lib/account/customer-type-choice';
import { genderFromWord, genderToWord } from '@/lib/account/gender';
import { panned } from '@/lib/account/map-pan';
import {
  checkProfile,
  profileFormValues,
  profilePayload,
  sortProfileErrors,
} from '@/lib/account/profile-form';
import { type Customer, type CustomerType, customerEditBody } from '@/lib/contract/customer';

const customer: Customer = {
  id: 7,
  mobile: '09120000007',
  first_name: 'مریم',
  last_name: 'احمدی',
  referrer: null,
  gender: 'زن',
  birthday: '1990-05-21',
  nation_code: '0499370899',
  father_name: null,
  postal_code: '8174673111',
  company_national_id: null,
  economic_code: null,
  extra: { number_id: null },
  customer_type_id: 2,
  customer_type: { id: 2, name: 'مشتری عادی', declarable: true },
  credit: 120_000,
};

describe('gender', () => {
  it('maps the server word to woman, any other word to man, and back to the exact words', () => {
    expect(genderFromWord('زن')).toBe('woman');
    expect(genderFromWord('مرد')).toBe('man');
    expect(genderFromWord('male')).toBe('man');
    expect(genderFromWord(null)).toBeNull();
    expect(genderToWord('woman')).toBe('زن');
    expect(genderToWord('man')).toBe('مرد');
    expect(genderToWord('')).toBe('');
  });
});

describe('the profile form', () => {
  it('fills the form with Persian digits and the gender the server sent', () => {
    const values = profileFormValues(customer);
    expect(values).toMatchObject({
      gender: 'woman',
      nation_code: '۰۴۹۹۳۷۰۸۹۹',
      postal_code: '۸۱۷۴۶۷۳۱۱۱',
      birthday: '1990-05-21',
      customer_type_id: '2',
      referrer: '',
      father_name: '',
    });
  });

  it('sends a body the contract reads back to the same profile', () => {
    const body = profilePayload(profileFormValues(customer), customer);
    const parsed = customerEditBody.parse(body);
    expect(parsed).toMatchObject({
      gender: 'woman',
      nation_code: '0499370899',
      postal_code: '8174673111',
      birthday: '1990-05-21',
      father_name: null,
      extra: { number_id: null },
    });
    expect(body).not.toHaveProperty('referrer');
    expect(body).not.toHaveProperty('customer_type_id');
  });

  it('sends the customer type only when the customer changed it', () => {
    const values = profileFormValues(customer);
    expect(profilePayload({ ...values, customer_type_id: '9' }, customer)).toMatchObject({
      customer_type_id: '9',
    });
    expect(profilePayload({ ...values, customer_type_id: '' }, customer)).toMatchObject({
      customer_type_id: null,
    });
  });

  it('sends a referrer only while none is recorded', () => {
    const values = { ...profileFormValues(customer), referrer: '۱۲' };
    expect(profilePayload(values, customer)).toMatchObject({ referrer: '۱۲' });
    expect(profilePayload(values, { ...customer, referrer: 3 })).not.toHaveProperty('referrer');
  });

  it('puts the contract’s messages under their fields before anything is sent', () => {
    const values = { ...profileFormValues(customer), nation_code: '۱۲۳۴۵۶۷۸۹۰', postal_code: '12' };
    const { fields, other } = checkProfile(values, customer);
    expect(fields.nation_code).toBe('کد ملی معتبر نیست');
    expect(fields.postal_code).toBe('کد پستی باید ۱۰ رقم باشد');
    expect(other).toEqual([]);
    expect(checkProfile(profileFormValues(customer), customer).fields).toEqual({});
  });

  it('sorts server errors: nested paths to their field, unknown ones for a toast', () => {
    const sorted = sortProfileErrors({
      'extra.number_id': ['شماره نادرست', 'دوم'],
      referrer: ['معرف پیدا نشد'],
      credit: ['این فیلد را نمی‌توانید تغییر دهید'],
    });
    expect(sorted.fields).toEqual({ number_id: 'شماره نادرست', referrer: 'معرف پیدا نشد' });
    expect(sorted.other).toEqual(['این فیلد را نمی‌توانید تغییر دهید']);
  });
});

describe('the customer type field', () => {
  const types: CustomerType[] = [
    { id: 1, name: 'مشتری عادی', parent_id: null, soft_delete: false, declarable: true },
    { id: 2, name: 'مشتری ویژه', parent_id: null, soft_delete: false, declarable: false },
    { id: 5, name: 'همکار تجاری', parent_id: null, soft_delete: false, declarable: false },
    { id: 9, name: 'مشتری سازمانی', parent_id: null, soft_delete: false, declarable: true },
  ];

  it('offers only the declarable types, never the ones staff grant', () => {
    expect(customerTypeChoice({ customer_type: null }, types)).toEqual({
      options: [
        { id: 1, name: 'مشتری عادی' },
        { id: 9, name: 'مشتری سازمانی' },
      ],
      granted: null,
    });
  });

  it('shows a granted type by its name, with nothing to choose instead', () => {
    const gold = { id: 3, name: 'طلایی', declarable: false };
    expect(customerTypeChoice({ customer_type: gold }, types)).toEqual({
      options: [],
      granted: { id: 3, name: 'طلایی' },
    });
  });

  it('keeps a declared type by its name when the list failed to load', () => {
    const regular = { id: 1, name: 'مشتری عادی', declarable: true };
    expect(customerTypeChoice({ customer_type: regular }, [])).toEqual({
      options: [{ id: 1, name: 'مشتری عادی' }],
      granted: null,
    });
  });
});

describe('map pan buttons', () => {
  it('move the centre one step of 100 screen pixels, smaller as the map zooms in', () => {
    const centre = { lat: 32.644265, lng: 51.667438 };
    const east = panned(centre, 10, 'east');
    expect(east.lat).toBe(centre.lat);
    expect(east.lng - centre.lng).toBeCloseTo(0.068665, 5);
    const north = panned(centre, 10, 'north');
    expect(north.lat - centre.lat).toBeCloseTo(
      0.068665 * Math.cos((centre.lat * Math.PI) / 180),
      5,
    );
    expect(panned(centre, 11, 'west').lng - centre.lng).toBeCloseTo(-0.034332, 5);
    expect(panned({ lat: 0, lng: 179.99 }, 3, 'east').lng).toBeLessThan(0);
  });
});
