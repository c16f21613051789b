import { describe, expect, it } from 'vitest';
import {
  addLine,
  addRefusal,
  type BrowserCartLine,
  cartViewOf,
  countOf,
  deleteLine,
  refreshLines,
  removeLine,
  restoreLine,
  restoreLines,
} from '@/lib/cart/browser-cart';
import { savingsOf } from '@/lib/cart/line-price';
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

describe('browser cart rules (spec 4)', () => {
  it('adds a new product as a line of one', () => {
    const lines = addLine([], product(1));
    expect(lines).toEqual([
      {
        product_id: 1,
        count: 1,
        product: product(1),
        toppings: [],
        stock: null,
        order_limit: null,
      },
    ]);
  });

  it('adding an existing product increments its count', () => {
    let lines = addLine([], product(1));
    lines = addLine(lines, product(2));
    lines = addLine(lines, product(1));
    lines = addLine(lines, product(1), 3);
    expect(lines.map((l) => [l.product_id, l.count])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('ignores nonsensical counts and keeps the latest product snapshot', () => {
    let lines = addLine([], product(1, 10_000), 0);
    lines = addLine(lines, product(1, 12_000), -2);
    expect(lines[0]?.count).toBe(2);
    expect(lines[0]?.product.final_price).toBe(12_000);
  });

  it('keeps toppings, replacing them only when new ones come', () => {
    const cheese = { id: 5, name: 'پنیر', price: 20_000, count: 2 };
    const olive = { id: 6, name: 'زیتون', price: 15_000, count: 1 };
    let lines = addLine([], product(1), 1, [cheese]);
    lines = addLine(lines, product(1));
    expect(lines[0]?.toppings).toEqual([cheese]);
    lines = addLine(lines, product(1), 1, [olive]);
    expect(lines[0]?.toppings).toEqual([olive]);
  });

  it('removing decrements the count', () => {
    const lines = removeLine(addLine([], product(1), 3), 1);
    expect(lines[0]?.count).toBe(2);
  });

  it('removing deletes the line when the count is 1 or less', () => {
    expect(removeLine(addLine([], product(1)), 1)).toEqual([]);
    const broken: BrowserCartLine[] = [
      {
        product_id: 1,
        count: 0,
        product: product(1),
        toppings: [],
        stock: null,
        order_limit: null,
      },
    ];
    expect(removeLine(broken, 1)).toEqual([]);
  });

  it('removing an absent product changes nothing', () => {
    const lines = addLine([], product(1));
    expect(removeLine(lines, 99)).toEqual(lines);
  });

  it('does not mutate the lines it is given', () => {
    const lines = addLine([], product(1));
    const frozen = Object.freeze([...lines]);
    addLine(frozen, product(1));
    removeLine(frozen, 1);
    expect(frozen[0]?.count).toBe(1);
  });

  it('deletes a whole line, counts items and totals at the final price', () => {
    let lines = addLine([], product(1, 10_000), 2);
    lines = addLine(lines, product(2, 25_000), 3);
    expect(countOf(lines)).toBe(5);
    expect(cartViewOf(lines).items_price).toBe(95_000);
    lines = deleteLine(lines, 2);
    expect(countOf(lines)).toBe(2);
    expect(countOf([])).toBe(0);
  });

  it('drops malformed lines read back from storage', () => {
    const good = addLine([], product(1))[0];
    expect(restoreLines([good, { product_id: 'x' }, null, { ...good, count: -1 }])).toEqual([good]);
    expect(restoreLines('nonsense')).toEqual([]);
    expect(restoreLines([{ product_id: 1, count: 2, product: product(1) }])[0]?.toppings).toEqual(
      [],
    );
  });
});

describe('the guest cart held to stock and order_limit, as the server cart is', () => {
  const two = { stock: 2, order_limit: null };

  it('refuses an add past the stock the product page gave, and keeps those limits on the line', () => {
    let lines = addLine([], product(1), 2, [], two);
    expect(lines[0]).toMatchObject({ count: 2, stock: 2, order_limit: null });
    expect(addRefusal(lines, 1, 1)).toEqual({ reason: 'stock', limit: 2 });
    expect(addRefusal(lines, 1, 1, { stock: 5, order_limit: 2 })).toEqual({
      reason: 'order_limit',
      limit: 2,
    });
    lines = addLine(lines, product(1), 1, [], { stock: 5, order_limit: null });
    expect(lines[0]).toMatchObject({ count: 3, stock: 5 });
    expect(addRefusal([], 2, 1, { stock: 0, order_limit: null })).toEqual({
      reason: 'sold_out',
      limit: 0,
    });
    // An order_limit of 0 caps nothing, as on the server; an old line without limits is not held.
    expect(addRefusal([], 2, 7, { stock: null, order_limit: 0 })).toBeNull();
    expect(addRefusal(addLine([], product(3), 40), 3, 1)).toBeNull();
    expect(addRefusal(addLine([], product(3), 99), 3, 1)).toEqual({
      reason: 'line_limit',
      limit: 99,
    });
  });

  it('reads limits back from storage, and a line stored without them as not known', () => {
    const [line] = restoreLines([
      { product_id: 1, count: 2, product: product(1), stock: 4, order_limit: 'x' },
    ]);
    expect(line).toMatchObject({ stock: 4, order_limit: null });
    expect(restoreLines([{ product_id: 1, count: 2, product: product(1) }])[0]).toMatchObject({
      stock: null,
      order_limit: null,
    });
  });

  it('refreshes products and limits without touching counts, and shows the limits in the cart', () => {
    const lines = addLine(addLine([], product(1, 10_000), 3), product(2));
    const fresh = new Map([
      [1, { product: { ...product(1, 12_000), is_exist: true }, stock: 2, order_limit: null }],
    ]);
    const refreshed = refreshLines(lines, fresh);
    expect(refreshed[0]).toMatchObject({ count: 3, stock: 2, product: { final_price: 12_000 } });
    expect(refreshed[1]).toBe(lines[1]);
    expect(cartViewOf(refreshed).items[0]).toMatchObject({ count: 3, stock: 2, total: 36_000 });
  });

  it('puts a removed line back at its place with its toppings and count (undo)', () => {
    const cheese = { id: 5, name: 'پنیر', price: 20_000, count: 2 };
    const lines = addLine(addLine(addLine([], product(1)), product(2), 3, [cheese]), product(3));
    const removed = lines[1];
    if (!removed) throw new Error('no line');
    const after = deleteLine(lines, 2);
    expect(restoreLine(after, removed, 1)).toEqual(lines);
    // Added again meanwhile: the undo puts the old line in its place.
    const readded = addLine(after, product(2));
    expect(restoreLine(readded, removed, 1).map((l) => [l.product_id, l.count])).toEqual([
      [1, 1],
      [3, 1],
      [2, 3],
    ]);
  });

  it('counts what the discounts save: list price less final price, times the count', () => {
    const discounted = { ...product(1, 8_000), price: 10_000, discount_percent: 20 };
    const cart = cartViewOf(addLine(addLine([], discounted, 3), product(2)));
    expect(savingsOf(cart.items)).toBe(6_000);
  });
});
