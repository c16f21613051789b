import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCheck, couponList, giftCodeResult } from '@/lib/contract/coupon';
import { priceResult } from '@/lib/contract/order';
import { coupons, couponUsages, creditTransactions, customers } from '@/server/db/schema';
import {
  expectBadRequest,
  expectFailure,
  expectPrivate,
  msgOf,
  okData,
} from '../helpers/people-fixture';
import {
  A,
  B,
  GUEST,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
  setCart,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const check = (body: unknown, token: string = A) =>
  t.call('POST', '/api/v1/app/coupons/check', { token, body });
const gift = (body: unknown, token: string = A) =>
  t.call('POST', '/api/v1/app/coupons/gift', { token, body });
const creditOf = async (customerId: number) => {
  const [row] = await t.db
    .select({ credit: customers.credit })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.credit;
};

describe('POST /api/v1/app/coupons/check', () => {
  it('confirms a percent code with its discount, capped by max_discount', async () => {
    const res = await check({ code: 'PERCENT10', price: 200_000 });
    expectPrivate(res);
    expect(msgOf(res)).toBe('کد تخفیف تأیید شد');
    expect(okData(res, couponCheck)).toMatchObject({
      coupon: {
        code: 'PERCENT10',
        kind: 'percent',
        value: 10,
        max_discount: 30_000,
        min_price: 100_000,
      },
      discount: 20_000,
      free_shipping: false,
    });
    expect(okData(await check({ code: 'PERCENT10', price: 900_000 }), couponCheck).discount).toBe(
      30_000,
    );
  });

  it('reads codes in any case and in Persian digits', async () => {
    expect(okData(await check({ code: ' percent۱۰ ', price: 100_000 }), couponCheck).discount).toBe(
      10_000,
    );
  });

  it('prices the caller’s cart when no price is sent', async () => {
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 2 }]);
    expect(okData(await check({ code: 'FIXED50' }), couponCheck).discount).toBe(50_000);
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
  });

  it('says a free-shipping code frees the shipping', async () => {
    expect(okData(await check({ code: 'freeship', price: 1 }), couponCheck)).toMatchObject({
      discount: 0,
      free_shipping: true,
    });
  });

  it('refuses with the reason: minimum price, ended, not started, off, unknown, someone else’s, a gift code', async () => {
    const reasons = [
      ['PERCENT10', 'این کد تخفیف برای خریدهای ۱۰۰٬۰۰۰ تومان و بیشتر است', 99_999],
      ['EXPIRED', 'مهلت استفاده از این کد تخفیف تمام شده است', 500_000],
      ['FUTURE', 'زمان استفاده از این کد تخفیف هنوز نرسیده است', 500_000],
      ['OFF', 'این کد تخفیف غیرفعال شده است', 500_000],
      ['NOPE', 'کد تخفیف واردشده معتبر نیست', 500_000],
      ['ONLYB', 'کد تخفیف واردشده معتبر نیست', 500_000],
      [
        'GIFT-A',
        'این کد، کد هدیه است؛ آن را در بخش «کد هدیه» وارد کنید تا به اعتبار حسابتان افزوده شود',
        500_000,
      ],
    ] as const;
    for (const [code, msg, price] of reasons) {
      expect(expectBadRequest(await check({ code, price })).msg, code).toBe(msg);
    }
    expect(okData(await check({ code: 'ONLYB', price: 500_000 }, B), couponCheck).discount).toBe(
      10_000,
    );
  });

  it('refuses a code used up overall and one whose share the customer used', async () => {
    await t.db
      .update(coupons)
      .set({ usedCount: 1 })
      .where(eq(coupons.id, f.coupon.SINGLE1 ?? 0));
    expect(expectBadRequest(await check({ code: 'SINGLE1', price: 500_000 })).msg).toBe(
      'ظرفیت استفاده از این کد تخفیف تمام شده است',
    );
    await t.db
      .update(coupons)
      .set({ usedCount: 0 })
      .where(eq(coupons.id, f.coupon.SINGLE1 ?? 0));
    await t.db
      .insert(couponUsages)
      .values({ couponId: f.coupon.ONCEEACH ?? 0, customerId: f.customer.a });
    expect(expectBadRequest(await check({ code: 'ONCEEACH', price: 500_000 })).msg).toBe(
      'سهم شما از این کد تخفیف (۱ بار) استفاده شده است',
    );
    expect(okData(await check({ code: 'ONCEEACH', price: 500_000 }, B), couponCheck).discount).toBe(
      25_000,
    );
    await t.db.delete(couponUsages).where(eq(couponUsages.couponId, f.coupon.ONCEEACH ?? 0));
  });

  it('answers 400 for a missing code, 401 without a token and 403 to guests and staff', async () => {
    expectBadRequest(await check({}), 'code');
    expectBadRequest(await check({ code: 'X', price: -1 }), 'price');
    expectFailure(
      await t.call('POST', '/api/v1/app/coupons/check', { body: { code: 'PERCENT10' } }),
      401,
    );
    expectFailure(await check({ code: 'PERCENT10' }, GUEST), 403);
    expectFailure(await check({ code: 'PERCENT10' }, STAFF), 403);
  });
});

describe('POST /api/v1/app/coupons/apply/', () => {
  it('prices the caller’s cart with the code and uses nothing up', async () => {
    await setCart(t.call, A, [{ product_id: f.product.gaz, count: 2 }]);
    const res = await t.call('POST', '/api/v1/app/coupons/apply/', {
      token: A,
      body: { code: 'fixed50' },
    });
    expect(okData(res, priceResult)).toEqual({
      invoice: {
        items_price: 2 * PRICES.gaz,
        discount: 50_000,
        shipping_price: 0,
        price: 2 * PRICES.gaz - 50_000,
      },
      customer_credit: await creditOf(f.customer.a),
      coupon: { code: 'FIXED50', discount: 50_000 },
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'FIXED50'));
    expect(row?.usedCount).toBe(0);
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
  });

  it('refuses an empty cart and a code the caller cannot use', async () => {
    expectBadRequest(
      await t.call('POST', '/api/v1/app/coupons/apply', { token: A, body: { code: 'FIXED50' } }),
    );
    await setCart(t.call, A, [{ product_id: f.product.nougat, count: 1 }]);
    const below = await t.call('POST', '/api/v1/app/coupons/apply/', {
      token: A,
      body: { code: 'FIXED50' },
    });
    expect(expectBadRequest(below).msg).toBe('این کد تخفیف برای خریدهای ۳۰۰٬۰۰۰ تومان و بیشتر است');
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
  });
});

describe('GET /api/v1/app/coupons', () => {
  it('lists the codes each customer may use now', async () => {
    const forA = okData(await t.call('GET', '/api/v1/app/coupons', { token: A }), couponList).map(
      (c) => c.code,
    );
    expect(forA).toEqual(
      expect.arrayContaining(['PERCENT10', 'FIXED50', 'FREESHIP', 'GIFT-A', 'GIFT-ALL']),
    );
    for (const hidden of ['EXPIRED', 'FUTURE', 'OFF', 'ONLYB']) expect(forA).not.toContain(hidden);
    const forB = okData(await t.call('GET', '/api/v1/app/coupons', { token: B }), couponList).map(
      (c) => c.code,
    );
    expect(forB).toContain('ONLYB');
    expect(forB).not.toContain('GIFT-A');
  });

  it('answers 401 without a token', async () => {
    expectFailure(await t.call('GET', '/api/v1/app/coupons'), 401);
  });
});

describe('POST /api/v1/app/coupons/gift', () => {
  it('adds a gift code’s value to the caller’s credit once, with a ledger row', async () => {
    const before = (await creditOf(f.customer.a)) ?? 0;
    const res = await gift({ coupon: 'gift-a', customer: f.customer.a });
    expect(msgOf(res)).toBe('۱۰۰٬۰۰۰ تومان به اعتبار حساب شما افزوده شد');
    expect(okData(res, giftCodeResult)).toEqual({ amount: 100_000, credit: before + 100_000 });
    const again = await gift({ coupon: 'GIFT-A', customer: f.customer.a });
    expect(expectBadRequest(again).msg).toBe('این کد هدیه پیش‌تر استفاده شده است');
    expect(await creditOf(f.customer.a)).toBe(before + 100_000);
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.customerId, f.customer.a), eq(creditTransactions.kind, 'gift')),
      );
    expect(ledger.map((row) => row.amount)).toEqual([100_000]);
  });

  it('lets each customer redeem an open gift code once', async () => {
    okData(await gift({ coupon: 'GIFT-ALL', customer: f.customer.a }), giftCodeResult);
    expectBadRequest(await gift({ coupon: 'GIFT-ALL', customer: f.customer.a }));
    expect(
      okData(await gift({ coupon: 'GIFT-ALL', customer: f.customer.b }, B), giftCodeResult).amount,
    ).toBe(25_000);
  });

  it('refuses a discount code, another customer’s gift code and an unknown one, crediting nothing', async () => {
    const before = await creditOf(f.customer.b);
    expect(expectBadRequest(await gift({ coupon: 'FIXED50', customer: f.customer.b }, B)).msg).toBe(
      'این کد، کد هدیه نیست؛ آن را در بخش «کد تخفیف» وارد کنید',
    );
    // A gift code the customer cannot use is said of a gift code, not of a coupon.
    expect(expectBadRequest(await gift({ coupon: 'GIFT-A', customer: f.customer.b }, B)).msg).toBe(
      'کد هدیهٔ واردشده معتبر نیست',
    );
    expect(expectBadRequest(await gift({ coupon: 'NOPE', customer: f.customer.b }, B)).msg).toBe(
      'کد هدیهٔ واردشده معتبر نیست',
    );
    expect(await creditOf(f.customer.b)).toBe(before);
  });

  it('answers 404 for another customer’s id and 400 for a malformed body', async () => {
    expectFailure(await gift({ coupon: 'GIFTRACE', customer: f.customer.b }), 404);
    expectBadRequest(await gift({ coupon: '', customer: f.customer.a }), 'coupon');
    expectBadRequest(await gift({ coupon: 'GIFTRACE', customer: 'x' }), 'customer');
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'GIFTRACE'));
    expect(row?.usedCount).toBe(0);
  });
});
