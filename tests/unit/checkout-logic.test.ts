import { describe, expect, it } from 'vitest';
import {
  addressFormExit,
  chosenAddressId,
  NEW_ADDRESS_FROM_CHECKOUT,
  openedFromCheckout,
} from '@/lib/checkout/address-return';
import { dayState, jalaliMonthOf } from '@/lib/checkout/calendar';
import {
  couponConfirmed,
  couponRefused,
  couponToSend,
  couponTyped,
  initialCouponState,
} from '@/lib/checkout/coupon-state';
import { attemptFor, newIdempotencyKey } from '@/lib/checkout/idempotency';
import { reserveTimeQuery, windowTime } from '@/lib/checkout/reserve-time';
import { checkoutTopUpAmount, creditFallsShort } from '@/lib/checkout/top-up';
import type { CouponCheck } from '@/lib/contract/coupon';
import { TOP_UP_MIN } from '@/lib/payment/top-up-amount';

describe('the submit time (spec 7)', () => {
  it('sends a plain time as reserve_time', () => {
    expect(reserveTimeQuery('2026-11-25', '10:00')).toEqual({
      reserve_date: '2026-11-25',
      reserve_time: '10:00',
    });
  });

  it('splits a time holding a slash into start_time and end_time', () => {
    expect(reserveTimeQuery('2026-11-25', '10:00/12:00')).toEqual({
      reserve_date: '2026-11-25',
      start_time: '10:00',
      end_time: '12:00',
    });
    expect(reserveTimeQuery('2026-11-25', ' 16:30 / 18:00 ')).toEqual({
      reserve_date: '2026-11-25',
      start_time: '16:30',
      end_time: '18:00',
    });
  });

  it('writes a window as the picker holds it', () => {
    expect(windowTime({ start_time: '09:00', end_time: '11:00' })).toBe('09:00/11:00');
  });
});

const check: CouponCheck = {
  coupon: {
    id: 3,
    code: 'TAKHFIF50',
    title: '۵۰ هزار تومان تخفیف',
    kind: 'fixed',
    value: 50_000,
    max_discount: null,
    min_price: 400_000,
    ends_at: null,
  },
  discount: 50_000,
  free_shipping: false,
};

describe('the coupon state (spec 4 and 5)', () => {
  it('sends nothing before a check', () => {
    const typed = couponTyped(initialCouponState, 'TAKHFIF50');
    expect(typed).toMatchObject({ code: 'TAKHFIF50', checked: false, status: false });
    expect(couponToSend(typed)).toBeUndefined();
  });

  it('sends the code only while confirmed', () => {
    const confirmed = couponConfirmed('TAKHFIF50', check, 'کد تخفیف معتبر است');
    expect(confirmed).toMatchObject({ checked: true, status: true, data: check });
    expect(couponToSend(confirmed)).toBe('TAKHFIF50');

    const refused = couponRefused('OLDCODE', 'این کد فعال نیست');
    expect(refused).toMatchObject({
      checked: true,
      status: false,
      data: null,
      msg: 'این کد فعال نیست',
    });
    expect(couponToSend(refused)).toBeUndefined();
  });

  it('forgets the verdict when the code is edited, but not on the same code', () => {
    const confirmed = couponConfirmed('TAKHFIF50', check, null);
    expect(couponTyped(confirmed, 'TAKHFIF50')).toBe(confirmed);
    const edited = couponTyped(confirmed, 'TAKHFIF5');
    expect(edited).toEqual({ ...initialCouponState, code: 'TAKHFIF5' });
    expect(couponToSend(edited)).toBeUndefined();
  });
});

describe('the checkout top-up (spec 9)', () => {
  it('asks for a top-up only when the credit is below the invoice', () => {
    expect(creditFallsShort(100_000, 250_000)).toBe(true);
    expect(creditFallsShort(250_000, 250_000)).toBe(false);
    expect(creditFallsShort(300_000, 250_000)).toBe(false);
  });

  it('tops up the absolute difference between credit and invoice', () => {
    expect(checkoutTopUpAmount(100_000, 250_000)).toBe(150_000);
    expect(checkoutTopUpAmount(0, 475_000)).toBe(475_000);
  });

  it('never asks the gateway for less than its minimum', () => {
    expect(checkoutTopUpAmount(249_500, 250_000)).toBe(TOP_UP_MIN);
  });
});

describe('the idempotency key of a submit', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('keeps the key for a repeat of the same request and renews it for a changed one', () => {
    const first = attemptFor(null, 'cash|10:00/12:00', newKey);
    expect(attemptFor(first, 'cash|10:00/12:00', newKey)).toBe(first);
    const changed = attemptFor(first, 'card|10:00/12:00', newKey);
    expect(changed.key).not.toBe(first.key);
    expect(changed.fingerprint).toBe('card|10:00/12:00');
  });
});

describe('a fresh idempotency key', () => {
  it('is one the server accepts, new each time, made without a secure context', () => {
    const randomUUID = Reflect.get(crypto, 'randomUUID');
    // Plain http on a LAN address: browsers hide randomUUID there.
    Reflect.set(crypto, 'randomUUID', undefined);
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    } finally {
      Reflect.set(crypto, 'randomUUID', randomUUID);
    }
  });
});

describe('the checkout calendar’s days', () => {
  it('finds the Jalali month of a Gregorian day', () => {
    expect(jalaliMonthOf('2026-11-22')).toEqual({ year: 1405, month: 9 });
    expect(jalaliMonthOf('2027-03-21')).toEqual({ year: 1406, month: 1 });
  });

  it('closes past days, holidays and days without a window, and every day until the windows are known', () => {
    const holidays = new Set(['2026-12-22']);
    const windows = new Set(['2026-11-23', '2026-12-22']);
    expect(dayState('2026-11-21', '2026-11-22', holidays, windows)).toBe('past');
    expect(dayState('2026-12-22', '2026-11-22', holidays, windows)).toBe('holiday');
    expect(dayState('2026-11-24', '2026-11-22', holidays, windows)).toBe('closed');
    expect(dayState('2026-11-23', '2026-11-22', holidays, windows)).toBe('open');
    expect(dayState('2026-11-24', '2026-11-22', holidays, null)).toBe('loading');
  });
});

describe('a new address added from checkout', () => {
  it('goes back to checkout with the new address chosen; from the profile, to the list', () => {
    expect(openedFromCheckout('checkout')).toBe(true);
    expect(openedFromCheckout(['checkout'])).toBe(true);
    expect(openedFromCheckout(undefined)).toBe(false);
    expect(addressFormExit(true, 42)).toBe('/cart/checkout?address=42');
    expect(addressFormExit(true, null)).toBe('/cart/checkout');
    expect(addressFormExit(false, 42)).toBe('/profile/addresses');
    expect(NEW_ADDRESS_FROM_CHECKOUT).toBe('/profile/addresses/new?from=checkout');
  });

  it('reads only a real id from the checkout address', () => {
    expect(chosenAddressId('42')).toBe(42);
    expect(chosenAddressId(['7', '8'])).toBe(7);
    for (const bad of [undefined, '', '0', '-3', '4.5', 'x', '99999999999', '042']) {
      expect(chosenAddressId(bad)).toBeNull();
    }
  });
});
