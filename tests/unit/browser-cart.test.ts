import { describe, expect, it } from 'vitest';
import {
  addLine,
  type BrowserCartLine,
  cartViewOf,
  countOf,
  deleteLine,
  removeLine,
  restoreLines,
} from '@/lib/cart/browser-cart';
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
    expect(lines).toEqual([{ product_id: 1, count: 1, product: product(1), toppings: [] }]);
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
      { product_id: 1, count: 0, product: product(1), toppings: [] },
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
