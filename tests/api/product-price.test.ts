import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceResult } from '@/lib/contract/order';
import { productPriceResult } from '@/lib/contract/staff';
import { products } from '@/server/db/schema';
import { expectBadRequest, expectFailure, msgOf, okData } from '../helpers/people-fixture';
import { A, insertShopFixture, PRICES, type ShopFixture, STAFF } from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());

const setPrice = (productId: number, body: unknown, token: string = STAFF) =>
  t.call('POST', `/api/v1/staff/products/${productId}/price`, { token, body });

async function priceRow(id: number) {
  const [row] = await t.db
    .select({ price: products.price, discountPrice: products.discountPrice })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

describe('POST /api/v1/staff/products/{id}/price', () => {
  it('sets the price, and the next quote charges it', async () => {
    const res = await setPrice(f.product.gaz, { price: 250_000 });
    expect(okData(res, productPriceResult)).toEqual({
      product_id: f.product.gaz,
      name: expect.any(String),
      price: 250_000,
      discount_price: null,
      final_price: 250_000,
    });
    expect(msgOf(res)).toContain('۲۵۰٬۰۰۰ تومان');
    const quote = await t.call('POST', '/api/v1/order/price/', {
      token: A,
      body: { products: [{ product_id: f.product.gaz, count: 2 }], delivery_type: 'pickup' },
    });
    expect(okData(quote, priceResult).invoice.items_price).toBe(500_000);
  });

  it('runs a discount, which is what a customer pays, and ends it', async () => {
    const discounted = okData(
      await setPrice(f.product.gaz, { price: 250_000, discount_price: 199_000 }),
      productPriceResult,
    );
    expect(discounted.final_price).toBe(199_000);
    const ended = okData(
      await setPrice(f.product.gaz, { price: 250_000, discount_price: null }),
      productPriceResult,
    );
    expect(ended.final_price).toBe(250_000);
    expect(await priceRow(f.product.gaz)).toEqual({ price: 250_000, discountPrice: null });
  });

  it('refuses bad prices in Persian and changes nothing', async () => {
    const before = await priceRow(f.product.pashmak);
    expect(before?.discountPrice).toBe(PRICES.pashmakDiscounted);
    for (const body of [
      {},
      { price: 0 },
      { price: -5 },
      { price: 12.5 },
      { price: '100' },
      { price: 3_000_000_000 },
      { price: 100_000, discount_price: 0 },
    ]) {
      expectBadRequest(await setPrice(f.product.pashmak, body));
    }
    const notLower = await setPrice(f.product.pashmak, { price: 100_000, discount_price: 100_000 });
    expectFailure(notLower, 400);
    expect(msgOf(notLower)).toBe('قیمت با تخفیف باید کمتر از قیمت اصلی باشد');
    expect(await priceRow(f.product.pashmak)).toEqual(before);
  });

  it('is for staff only, and a missing product is a 404', async () => {
    expectFailure(await setPrice(f.product.gaz, { price: 1_000 }, A), 403);
    expectFailure(await setPrice(999_999, { price: 1_000 }), 404);
    expect((await priceRow(f.product.gaz))?.price).toBe(250_000);
  });
});
