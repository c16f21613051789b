import { describe, expect, it } from 'vitest';
import type { BrowserCartLine } from '@/lib/cart/browser-cart';
import { mergePayloadOf } from '@/lib/cart/merge-payload';
import {
  cartWithAdded,
  cartWithCount,
  cartWithRemoved,
  EMPTY_CART,
} from '@/lib/cart/server-cart-optimistic';
import { MAX_LINE_COUNT } from '@/lib/contract/cart-limits';
import type { ProductSummary } from '@/lib/contract/catalog';

function product(id: number, finalPrice = 10_000): ProductSummary {
  return {
    id,
    name: `محصول ${id}`,
    slug: `product-${id}`,
    image: `/images/${id}.webp`,
    price: finalPrice,
    final_price: finalPrice,
    discount_percent: 0,
    is_exist: true,
    category_id: 1,
    rating: 4,
    rating_count: 3,
    extra: {},
  };
}

function line(
  id: number,
  count: number,
  toppings: BrowserCartLine['toppings'] = [],
): BrowserCartLine {
  return { product_id: id, count, product: product(id), toppings, stock: null, order_limit: null };
}

describe('the merge payload sent after login (spec 4)', () => {
  it('is null for an empty browser cart', () => {
    expect(mergePayloadOf([])).toBeNull();
  });

  it('sends product, count and toppings, leaving out empty topping lists', () => {
    const cheese = { id: 31, name: 'پنیر', price: 20_000, count: 2 };
    expect(mergePayloadOf([line(4, 2), line(9, 1, [cheese])])).toEqual({
      items: [
        { product_id: 4, count: 2 },
        { product_id: 9, count: 1, toppings: [{ id: 31, count: 2 }] },
      ],
    });
  });

  it('keeps counts within what the contract accepts', () => {
    expect(mergePayloadOf([line(4, 500)])?.items[0]?.count).toBe(MAX_LINE_COUNT);
  });
});

describe('the server cart shown while a change is out', () => {
  const start = cartWithAdded(EMPTY_CART, product(1, 20_000), 2);

  it('adds a new line priced with its toppings', () => {
    const cart = cartWithAdded(start, product(2, 10_000), 1, [
      { id: 5, name: 'خامه', price: 3_000, count: 2 },
    ]);
    expect(cart.count).toBe(3);
    expect(cart.items[1]).toMatchObject({ unit_price: 16_000, total: 16_000 });
    expect(cart.items_price).toBe(56_000);
  });

  it('adds units to an existing line', () => {
    const cart = cartWithAdded(start, product(1, 20_000), 3);
    expect(cart.items).toHaveLength(1);
    expect(cart).toMatchObject({ count: 5, items_price: 100_000 });
  });

  it('removes one unit and drops a line at 1', () => {
    const once = cartWithRemoved(start, 1);
    expect(once).toMatchObject({ count: 1, items_price: 20_000 });
    expect(cartWithRemoved(once, 1)).toEqual(EMPTY_CART);
  });

  it('sets a count and deletes at 0', () => {
    expect(cartWithCount(start, 1, 4)).toMatchObject({ count: 4, items_price: 80_000 });
    expect(cartWithCount(start, 1, 0)).toEqual(EMPTY_CART);
  });
});
