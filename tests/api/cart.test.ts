import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartMergeResult, cart as cartSchema } from '@/lib/contract/cart';
import { cartItems } from '@/server/db/schema';
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
  cartOf,
  GUEST,
  insertShopFixture,
  PRICES,
  type ShopFixture,
  STAFF,
} from '../helpers/shop-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ShopFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertShopFixture(t.db);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.call('POST', '/api/v1/app/cart/clear', { token: A });
});

const post = (path: string, body: unknown, token: string = A) =>
  t.call('POST', `/api/v1/app/cart/${path}`, { token, body });
const rowsOfA = () => t.db.select().from(cartItems).where(eq(cartItems.customerId, f.customer.a));

describe('who may use the cart', () => {
  it('answers 401 without a token and 403 to guests and staff, for reads and writes', async () => {
    expectFailure(await t.call('GET', '/api/v1/app/cart'), 401);
    expectFailure(await t.call('GET', '/api/v1/app/cart', { token: GUEST }), 403);
    expectFailure(await t.call('GET', '/api/v1/app/cart', { token: STAFF }), 403);
    expectFailure(await post('add', { product_id: f.product.gaz }, GUEST), 403);
    expect(await rowsOfA()).toEqual([]);
  });
});

describe('GET /api/v1/app/cart', () => {
  it('answers an empty cart, privately', async () => {
    const res = await t.call('GET', '/api/v1/app/cart', { token: A });
    expectPrivate(res);
    expect(okData(res, cartSchema)).toEqual({ items: [], count: 0, items_price: 0 });
  });
});

describe('POST /api/v1/app/cart/add', () => {
  it('adds one unit by default and more to the same line, priced by the server', async () => {
    const first = await post('add', { product_id: f.product.pashmak });
    expect(msgOf(first)).toBe('به سبد خرید اضافه شد');
    const cart = okData(
      await post('add', { product_id: String(f.product.pashmak), count: 2 }),
      cartSchema,
    );
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      product: {
        id: f.product.pashmak,
        name: 'پشمک',
        price: PRICES.pashmak,
        final_price: PRICES.pashmakDiscounted,
      },
      count: 3,
      unit_price: PRICES.pashmakDiscounted,
      total: 3 * PRICES.pashmakDiscounted,
      stock: 5,
      order_limit: 3,
    });
    expect(cart).toMatchObject({ count: 3, items_price: 3 * PRICES.pashmakDiscounted });
    expect(await rowsOfA()).toHaveLength(1);
  });

  it('prices the line’s toppings per unit', async () => {
    const cart = okData(
      await post('add', {
        product_id: f.product.gaz,
        count: 2,
        toppings: [
          { id: f.topping.giftBox, count: 2 },
          { id: f.topping.ribbon, count: 1 },
        ],
      }),
      cartSchema,
    );
    const unit = PRICES.gaz + 2 * PRICES.giftBox + PRICES.ribbon;
    expect(cart.items[0]).toMatchObject({ unit_price: unit, total: 2 * unit });
    expect(cart.items[0]?.toppings.map((topping) => topping.name)).toEqual([
      'جعبهٔ کادویی',
      'روبان',
    ]);
  });

  it('refuses more than the stock on hand, naming the product and what is left, and writes nothing', async () => {
    await post('add', { product_id: f.product.saffron, count: 30 });
    const res = await post('add', { product_id: f.product.saffron, count: 11 });
    expect(expectBadRequest(res).msg).toBe('از «زعفران» فقط ۴۰ عدد موجود است');
    expect((await cartOf(t.call, A)).items[0]?.count).toBe(30);
  });

  it('refuses more than order_limit and out-of-stock products; an order_limit of 0 caps nothing', async () => {
    expect(
      expectBadRequest(await post('add', { product_id: f.product.pashmak, count: 4 })).msg,
    ).toBe('از «پشمک» در هر سفارش حداکثر ۳ عدد می‌توانید بخرید');
    expect(expectBadRequest(await post('add', { product_id: f.product.poolaki })).msg).toBe(
      '«پولکی» فعلاً موجود نیست',
    );
    expect(await rowsOfA()).toEqual([]);
    const sohan = okData(await post('add', { product_id: f.product.sohan, count: 7 }), cartSchema);
    expect(sohan.items[0]).toMatchObject({ count: 7, order_limit: 0 });
  });

  it('answers 404 for an unlisted or unknown product', async () => {
    expectFailure(await post('add', { product_id: f.product.retired }), 404);
    expectFailure(await post('add', { product_id: 987_654 }), 404);
    expect(await rowsOfA()).toEqual([]);
  });

  it('refuses another product’s topping, an unknown one and a count above max_count', async () => {
    const other = await post('add', {
      product_id: f.product.gaz,
      toppings: [{ id: f.topping.pashmakCup, count: 1 }],
    });
    expect(expectBadRequest(other).msg).toBe('افزودنی انتخاب‌شده برای «گز لقمه» معتبر نیست');
    expectBadRequest(
      await post('add', { product_id: f.product.gaz, toppings: [{ id: 999_999, count: 1 }] }),
    );
    const tooMany = await post('add', {
      product_id: f.product.gaz,
      toppings: [{ id: f.topping.giftBox, count: 3 }],
    });
    expect(expectBadRequest(tooMany).msg).toBe(
      'از افزودنی «جعبهٔ کادویی» حداکثر ۲ عدد می‌توانید انتخاب کنید',
    );
    expect(await rowsOfA()).toEqual([]);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    expectBadRequest(await post('add', { product_id: 'abc' }), 'product_id');
    expectBadRequest(await post('add', { product_id: f.product.gaz, count: 0 }), 'count');
    expectBadRequest(await post('add', '{not json'));
    expect(await rowsOfA()).toEqual([]);
  });

  it('keeps each customer’s cart to themselves', async () => {
    await post('add', { product_id: f.product.gaz });
    expect((await cartOf(t.call, B)).items).toEqual([]);
  });
});

describe('POST /api/v1/app/cart/update', () => {
  it('sets the count, makes the line when missing, and deletes it at 0', async () => {
    let cart = okData(await post('update', { product_id: f.product.nougat, count: 4 }), cartSchema);
    expect(cart.items[0]?.count).toBe(4);
    cart = okData(await post('update', { product_id: f.product.nougat, count: 2 }), cartSchema);
    expect(cart.items[0]?.count).toBe(2);
    cart = okData(await post('update', { product_id: f.product.nougat, count: 0 }), cartSchema);
    expect(cart.items).toEqual([]);
  });

  it('refuses a count above the limit and leaves the line as it was', async () => {
    await post('update', { product_id: f.product.pashmak, count: 2 });
    expectBadRequest(await post('update', { product_id: f.product.pashmak, count: 9 }));
    expect((await cartOf(t.call, A)).items[0]?.count).toBe(2);
  });

  it('refuses a count above the stock on hand in Persian and leaves the line as it was', async () => {
    await post('update', { product_id: f.product.saffron, count: 12 });
    const res = await post('update', { product_id: f.product.saffron, count: 41 });
    expect(expectBadRequest(res).msg).toBe('از «زعفران» فقط ۴۰ عدد موجود است');
    expect((await rowsOfA()).map((row) => [row.productId, row.count])).toEqual([
      [f.product.saffron, 12],
    ]);
  });

  it('answers 404 for an unknown product', async () => {
    expectFailure(await post('update', { product_id: 987_654, count: 1 }), 404);
  });
});

describe('POST /api/v1/app/cart/remove', () => {
  it('takes one unit off and deletes the line at 1', async () => {
    await post('add', { product_id: f.product.gaz, count: 2 });
    let cart = okData(await post('remove', { product_id: f.product.gaz }), cartSchema);
    expect(cart.items[0]?.count).toBe(1);
    cart = okData(await post('remove', { product_id: f.product.gaz }), cartSchema);
    expect(cart.items).toEqual([]);
  });

  it('answers 404 for a product not in the cart', async () => {
    expect(expectFailure(await post('remove', { product_id: f.product.gaz }), 404).msg).toBe(
      'این محصول در سبد خرید شما نیست',
    );
  });
});

describe('POST /api/v1/app/cart/clear', () => {
  it('empties the caller’s cart only', async () => {
    await post('add', { product_id: f.product.gaz });
    await post('add', { product_id: f.product.gaz }, B);
    const cart = okData(await post('clear', undefined), cartSchema);
    expect(cart).toEqual({ items: [], count: 0, items_price: 0 });
    expect((await cartOf(t.call, B)).count).toBe(1);
    await post('clear', undefined, B);
  });
});

describe('POST /api/v1/app/cart/add/package', () => {
  it('adds one unit of each product whose limit is above zero or null, skipping the rest', async () => {
    await post('add', { product_id: f.product.gaz });
    const cart = okData(
      await post('add/package', {
        products: [
          f.product.gaz,
          f.product.pashmak,
          f.product.sohan,
          f.product.poolaki,
          f.product.retired,
        ],
      }),
      cartSchema,
    );
    expect(cart.items.map((line) => [line.product.id, line.count])).toEqual([
      [f.product.gaz, 2],
      [f.product.pashmak, 1],
    ]);
  });

  it('answers 404 when none of the products is listed and 400 when none can be added', async () => {
    expectFailure(await post('add/package', { products: [987_654, f.product.retired] }), 404);
    expectBadRequest(await post('add/package', { products: [f.product.sohan, f.product.poolaki] }));
    expectBadRequest(await post('add/package', { products: [] }), 'products');
    expect(await rowsOfA()).toEqual([]);
  });
});

describe('POST /api/v1/app/cart/merge', () => {
  it('adds the browser lines, capped by stock and order_limit, skipping stale ones', async () => {
    await post('add', { product_id: f.product.pashmak, count: 2 });
    const cart = okData(
      await post('merge', {
        items: [
          { product_id: f.product.pashmak, count: 5 },
          {
            product_id: f.product.gaz,
            count: 2,
            toppings: [
              { id: f.topping.giftBox, count: 1 },
              { id: 999_999, count: 1 },
            ],
          },
          { product_id: f.product.gaz, count: 1 },
          { product_id: f.product.poolaki, count: 1 },
          { product_id: f.product.retired, count: 1 },
          { product_id: 987_654, count: 1 },
        ],
      }),
      cartSchema,
    );
    expect(cart.items.map((line) => [line.product.id, line.count])).toEqual([
      [f.product.pashmak, 3],
      [f.product.gaz, 3],
    ]);
    expect(cart.items[1]?.toppings.map((topping) => topping.id)).toEqual([f.topping.giftBox]);
  });

  it('says which browser lines it lowered or left out, and why, in Persian', async () => {
    await post('add', { product_id: f.product.pashmak, count: 2 });
    const result = okData(
      await post('merge', {
        items: [
          { product_id: f.product.pashmak, count: 5 },
          { product_id: f.product.saffron, count: 45 },
          { product_id: f.product.gaz, count: 1 },
          { product_id: f.product.poolaki, count: 2 },
          { product_id: f.product.retired, count: 1 },
          { product_id: 987_654, count: 1 },
        ],
      }),
      cartMergeResult,
    );
    expect(result.items.map((line) => [line.product.id, line.count])).toEqual([
      [f.product.pashmak, 3],
      [f.product.saffron, 40],
      [f.product.gaz, 1],
    ]);
    expect(result.changes).toEqual([
      {
        product_id: f.product.pashmak,
        asked: 7,
        count: 3,
        reason: 'order_limit',
        msg: 'از «پشمک» در هر سفارش حداکثر ۳ عدد می‌توانید بخرید؛ تعداد به ۳ تغییر کرد',
      },
      {
        product_id: f.product.saffron,
        asked: 45,
        count: 40,
        reason: 'stock',
        msg: 'از «زعفران» فقط ۴۰ عدد موجود است؛ تعداد به ۴۰ تغییر کرد',
      },
      {
        product_id: f.product.poolaki,
        asked: 2,
        count: 0,
        reason: 'sold_out',
        msg: '«پولکی» دیگر موجود نیست و از سبد برداشته شد',
      },
      expect.objectContaining({ product_id: f.product.retired, count: 0, reason: 'gone' }),
      {
        product_id: 987_654,
        asked: 1,
        count: 0,
        reason: 'gone',
        msg: 'یکی از کالاهای سبد شما دیگر فروخته نمی‌شود و برداشته شد',
      },
    ]);
  });

  it('reports nothing when every browser line fits', async () => {
    const result = okData(
      await post('merge', { items: [{ product_id: f.product.gaz, count: 2 }] }),
      cartMergeResult,
    );
    expect(result.changes).toEqual([]);
  });

  it('refuses an empty or malformed browser cart', async () => {
    expectBadRequest(await post('merge', { items: [] }), 'items');
    expectBadRequest(await post('merge', { items: [{ product_id: f.product.gaz, count: -1 }] }));
    expect(await rowsOfA()).toEqual([]);
  });
});
