import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceResult } from '@/lib/contract/order';
import { addresses, orders } from '@/server/db/schema';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  okData,
  POINTS,
  ZONE_PRICES,
} from '../helpers/people-fixture';
import {
  A,
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
let outsideAddress: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
  const [outside] = await t.db
    .insert(addresses)
    .values({ customerId: f.customer.a, title: 'ویلا', address: 'بیرون شهر', ...POINTS.outside })
    .returning({ id: addresses.id });
  outsideAddress = outside?.id ?? 0;
});
afterAll(async () => t.close());

const price = (body: unknown, token: string = A) =>
  t.call('POST', '/api/v1/order/price/', { token, body });
const GAZ_WITH_BOX = PRICES.gaz + PRICES.giftBox;

describe('POST /api/v1/order/price/', () => {
  it('prices the body’s lines with their toppings, and answers the caller’s credit', async () => {
    const res = await price({
      products: [
        { product_id: f.product.gaz, count: 2, toppings: [{ id: f.topping.giftBox, count: 1 }] },
        { product_id: f.product.pashmak, count: 1 },
      ],
      delivery_type: 'pickup',
    });
    expect(okData(res, priceResult)).toEqual({
      invoice: {
        items_price: 2 * GAZ_WITH_BOX + PRICES.pashmakDiscounted,
        discount: 0,
        shipping_price: 0,
        price: 2 * GAZ_WITH_BOX + PRICES.pashmakDiscounted,
      },
      customer_credit: 50_000,
      coupon: null,
    });
  });

  it('prices the cart when the body has no lines', async () => {
    await setCart(t.call, A, [{ product_id: f.product.nougat, count: 3 }]);
    const quote = okData(await price({ delivery_type: 'pickup' }), priceResult);
    expect(quote.invoice.items_price).toBe(3 * PRICES.nougat);
  });

  it('charges the shipping of the address’s zone, ignoring a client-sent shipping price', async () => {
    const lines = [{ product_id: f.product.gaz, count: 1 }];
    const home = okData(
      await price({ products: lines, address_id: f.address.aHome, shipping_price: 1 }),
      priceResult,
    );
    expect(home.invoice).toEqual({
      items_price: PRICES.gaz,
      discount: 0,
      shipping_price: ZONE_PRICES.central,
      price: PRICES.gaz + ZONE_PRICES.central,
    });
    const work = okData(await price({ products: lines, address_id: f.address.aWork }), priceResult);
    expect(work.invoice.shipping_price).toBe(ZONE_PRICES.wide);
    const noAddress = okData(await price({ products: lines }), priceResult);
    expect(noAddress.invoice.shipping_price).toBe(0);
    const pickup = okData(
      await price({ products: lines, address_id: f.address.aHome, delivery_type: 'pickup' }),
      priceResult,
    );
    expect(pickup.invoice.shipping_price).toBe(0);
  });

  it('counts the coupon only with use_coupon true; free shipping takes off the shipping', async () => {
    const lines = [{ product_id: f.product.gaz, count: 2 }];
    const without = okData(await price({ products: lines, coupon: 'FIXED50' }), priceResult);
    expect(without.invoice.discount).toBe(0);
    const withCoupon = okData(
      await price({ products: lines, coupon: 'fixed50', use_coupon: true }),
      priceResult,
    );
    expect(withCoupon.invoice).toMatchObject({ discount: 50_000, price: 2 * PRICES.gaz - 50_000 });
    expect(withCoupon.coupon).toEqual({ code: 'FIXED50', discount: 50_000 });
    const freeShip = okData(
      await price({
        products: lines,
        coupon: 'FREESHIP',
        use_coupon: true,
        address_id: f.address.aHome,
      }),
      priceResult,
    );
    expect(freeShip.invoice).toEqual({
      items_price: 2 * PRICES.gaz,
      discount: ZONE_PRICES.central,
      shipping_price: ZONE_PRICES.central,
      price: 2 * PRICES.gaz,
    });
  });

  it('refuses a coupon the caller cannot use, saying why', async () => {
    const res = await price({
      products: [{ product_id: f.product.nougat, count: 1 }],
      coupon: 'EXPIRED',
      use_coupon: true,
    });
    expect(expectBadRequest(res).msg).toBe('مهلت استفاده از این کد تخفیف تمام شده است');
  });

  it('answers 404 for another customer’s address or a deleted one, 400 outside the zones', async () => {
    const lines = [{ product_id: f.product.gaz, count: 1 }];
    expectNotFound(await price({ products: lines, address_id: f.address.bHome }));
    expectNotFound(await price({ products: lines, address_id: f.address.aDeleted }));
    expectNotFound(await price({ products: lines, address_id: 987_654 }));
    expect(
      expectBadRequest(await price({ products: lines, address_id: outsideAddress })).msg,
    ).toMatch(/خارج از محدودهٔ ارسال/);
  });

  it('refuses bad lines with a message naming the product', async () => {
    await t.call('POST', '/api/v1/app/cart/clear', { token: A });
    expect(expectBadRequest(await price({})).msg).toBe(
      'سبد خرید شما خالی است؛ محصولی برای سفارش نیست',
    );
    expect(
      expectBadRequest(await price({ products: [{ product_id: 987_654, count: 1 }] })).msg,
    ).toBe('محصول شمارهٔ ۹۸۷۶۵۴ پیدا نشد');
    expect(
      expectBadRequest(await price({ products: [{ product_id: f.product.retired, count: 1 }] }))
        .msg,
    ).toBe('«شیرینی قدیمی» دیگر فروخته نمی‌شود؛ آن را از سفارش بردارید');
    const twice = await price({
      products: [
        { product_id: f.product.gaz, count: 1 },
        { product_id: f.product.gaz, count: 2 },
      ],
    });
    expect(expectBadRequest(twice).msg).toMatch(/بیش از یک بار/);
    expect(
      expectBadRequest(await price({ products: [{ product_id: f.product.nougat, count: 11 }] }))
        .msg,
    ).toBe('از «نوقا» فقط ۱۰ عدد موجود است');
    expectBadRequest(
      await price({ products: [{ product_id: f.product.gaz, count: 0 }] }),
      'products.0.count',
    );
    expectBadRequest(await price({ delivery_type: 'drone' }), 'delivery_type');
  });

  it('answers 401 without a token and 403 to guests and staff, and writes nothing', async () => {
    expectFailure(await t.call('POST', '/api/v1/order/price/', { body: {} }), 401);
    expectFailure(await price({}, GUEST), 403);
    expectFailure(await price({}, STAFF), 403);
    expect(await t.db.select().from(orders)).toEqual([]);
  });
});
