import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from '@/lib/contract/coupon';
import type { coupons } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import {
  capRefusal,
  type LineProduct,
  lineCap,
  pricedToppings,
  unitPrice,
} from '@/server/services/cart/line-product';
import { couponDiscount, couponRefusal, refusalMessage } from '@/server/services/coupon/evaluate';
import { yearSpan } from '@/server/services/holiday/holidays';
import { handOverPassed } from '@/server/services/order/delivery-window';
import { invoiceOf } from '@/server/services/order/pricing';
import { isUniqueViolation } from '@/server/services/order/unique-violation';

const NOW = new Date('2026-11-21T10:00:00Z');

function coupon(more: Partial<typeof coupons.$inferSelect> = {}): typeof coupons.$inferSelect {
  return {
    id: 1,
    code: 'C',
    title: 'کد',
    kind: 'percent',
    value: 10,
    maxDiscount: null,
    minPrice: 0,
    maxUses: null,
    usedCount: 0,
    perCustomerLimit: null,
    customerId: null,
    startsAt: null,
    endsAt: null,
    isActive: true,
    createdAt: NOW,
    ...more,
  };
}

function product(more: Partial<LineProduct> = {}): LineProduct {
  return {
    id: 7,
    name: 'گز',
    slug: 'gaz',
    images: [],
    price: 100_000,
    finalPrice: 90_000,
    stock: null,
    categoryId: 1,
    ratingSum: 0,
    ratingCount: 0,
    extra: {},
    isActive: true,
    orderLimit: null,
    toppings: [{ id: 3, productId: 7, name: 'جعبه', price: 5_000, maxCount: 2 }],
    ...more,
  };
}

const context = {
  customerId: 5,
  now: NOW,
  customerUses: 0,
  purpose: 'order',
  itemsPrice: 500_000,
} as const;

describe('coupon discounts', () => {
  it('takes a floored percent of the items, capped by max_discount', () => {
    expect(couponDiscount(coupon({ value: 15 }), 99_999, 0).discount).toBe(14_999);
    expect(couponDiscount(coupon({ value: 15, maxDiscount: 10_000 }), 99_999, 0).discount).toBe(
      10_000,
    );
    expect(couponDiscount(coupon({ value: 150 }), 50_000, 0).discount).toBe(50_000);
  });

  it('takes a fixed amount never above the items, the shipping for free shipping, nothing for gifts', () => {
    expect(couponDiscount(coupon({ kind: 'fixed', value: 70_000 }), 50_000, 0).discount).toBe(
      50_000,
    );
    expect(couponDiscount(coupon({ kind: 'free_shipping' }), 50_000, 25_000)).toEqual({
      discount: 25_000,
      freeShipping: true,
    });
    expect(couponDiscount(coupon({ kind: 'gift', value: 100_000 }), 500_000, 0).discount).toBe(0);
  });
});

describe('coupon refusals', () => {
  it('gives the first reason in order, and none for a usable code', () => {
    expect(couponRefusal(coupon(), context)).toBeNull();
    expect(couponRefusal(coupon({ customerId: 6, isActive: false }), context)).toEqual({
      reason: 'notFound',
    });
    expect(couponRefusal(coupon({ isActive: false, endsAt: new Date(0) }), context)).toEqual({
      reason: 'inactive',
    });
    expect(couponRefusal(coupon({ startsAt: new Date('2027-01-01') }), context)).toEqual({
      reason: 'notStarted',
    });
    expect(couponRefusal(coupon({ endsAt: new Date('2026-11-20') }), context)).toEqual({
      reason: 'expired',
    });
    expect(couponRefusal(coupon({ maxUses: 3, usedCount: 3 }), context)).toEqual({
      reason: 'usedUp',
    });
    expect(couponRefusal(coupon({ perCustomerLimit: 2 }), { ...context, customerUses: 2 })).toEqual(
      { reason: 'customerLimit', limit: 2 },
    );
    expect(couponRefusal(coupon({ kind: 'gift' }), context)).toEqual({ reason: 'giftOnly' });
    expect(couponRefusal(coupon(), { ...context, purpose: 'gift' })).toEqual({ reason: 'notGift' });
    expect(couponRefusal(coupon({ minPrice: 600_000 }), context)).toEqual({
      reason: 'minPrice',
      minPrice: 600_000,
    });
    expect(
      couponRefusal(coupon({ kind: 'gift', minPrice: 600_000 }), { ...context, purpose: 'gift' }),
    ).toBeNull();
  });

  it('says each reason in Persian, with amounts in Toman', () => {
    expect(refusalMessage({ reason: 'minPrice', minPrice: 250_000 })).toBe(
      'این کد تخفیف برای خریدهای ۲۵۰٬۰۰۰ تومان و بیشتر است',
    );
    expect(refusalMessage({ reason: 'customerLimit', limit: 2 })).toBe(
      'سهم شما از این کد تخفیف (۲ بار) استفاده شده است',
    );
  });

  it('reads codes in any case, spacing and digits', () => {
    expect(normalizeCouponCode(' yalda۱۴۰۵ ')).toBe('YALDA1405');
  });
});

describe('the invoice', () => {
  it('is items − discount + shipping, never below zero', () => {
    expect(invoiceOf(300_000, 50_000, 25_000)).toEqual({
      items_price: 300_000,
      discount: 50_000,
      shipping_price: 25_000,
      price: 275_000,
    });
    expect(invoiceOf(10_000, 50_000, 0).price).toBe(0);
  });
});

describe('line prices and caps', () => {
  it('prices a unit as final_price plus toppings × count', () => {
    const gaz = product();
    expect(unitPrice(gaz, pricedToppings(gaz, [{ id: 3, count: 2 }]))).toBe(100_000);
    expect(() => pricedToppings(gaz, [{ id: 4, count: 1 }])).toThrow(ApiError);
    expect(() => pricedToppings(gaz, [{ id: 3, count: 3 }])).toThrow(ApiError);
    expect(() =>
      pricedToppings(gaz, [
        { id: 3, count: 1 },
        { id: 3, count: 1 },
      ]),
    ).toThrow(ApiError);
  });

  it('caps a line by stock, by a positive order_limit unless bulk, and by the line maximum', () => {
    expect(lineCap(product())).toBe(99);
    expect(lineCap(product({ stock: 4, orderLimit: 6 }))).toBe(4);
    expect(lineCap(product({ stock: 40, orderLimit: 6 }))).toBe(6);
    expect(lineCap(product({ stock: 40, orderLimit: 6 }), { bulk: true })).toBe(40);
    expect(lineCap(product({ orderLimit: 0 }))).toBe(99);
    expect(capRefusal(product({ stock: 0 }), 1)).toBe('«گز» فعلاً موجود نیست');
    expect(capRefusal(product({ stock: 3 }), 4)).toBe('از «گز» فقط ۳ عدد موجود است');
    expect(capRefusal(product({ orderLimit: 2 }), 3)).toBe(
      'از «گز» در هر سفارش حداکثر ۲ عدد می‌توانید بخرید',
    );
    expect(capRefusal(product({ orderLimit: 2 }), 3, { bulk: true })).toBeNull();
    expect(capRefusal(product(), 500, { lineMax: 999 })).toBeNull();
  });
});

describe('small helpers', () => {
  it('knows a past hand-over time in Tehran', () => {
    // 10:00 UTC is 13:30 in Tehran on 2026-11-21.
    expect(handOverPassed({ reserveDate: '2026-11-20', startTime: '23:00' }, NOW)).toBe(true);
    expect(handOverPassed({ reserveDate: '2026-11-21', startTime: '13:00' }, NOW)).toBe(true);
    expect(handOverPassed({ reserveDate: '2026-11-21', startTime: '14:00' }, NOW)).toBe(false);
    expect(handOverPassed({ reserveDate: null, startTime: null }, NOW)).toBe(false);
  });

  it('spans a Jalali year from 1 Farvardin and a Gregorian one from January', () => {
    expect(yearSpan(1405)).toEqual({ from: '2026-03-21', to: '2027-03-20' });
    expect(yearSpan(1403)).toEqual({ from: '2024-03-20', to: '2025-03-20' });
    expect(yearSpan(2027)).toEqual({ from: '2027-01-01', to: '2027-12-31' });
  });

  it('finds a unique violation of one constraint through drizzle’s wrapper', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'orders_idempotency_uq',
    });
    const wrapped = new Error('Failed query', { cause });
    expect(isUniqueViolation(wrapped, 'orders_idempotency_uq')).toBe(true);
    expect(isUniqueViolation(wrapped, 'orders_tracking_uq')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'orders_idempotency_uq')).toBe(false);
  });
});
