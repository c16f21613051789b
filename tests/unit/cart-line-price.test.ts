import { describe, expect, it } from 'vitest';
import { addLine, cartViewOf, restoreLines } from '@/lib/cart/browser-cart';
import { unitPriceOf } from '@/lib/cart/line-price';
import { cartWithAdded, EMPTY_CART } from '@/lib/cart/server-cart-optimistic';
import type { PricedTopping } from '@/lib/contract/cart';
import { toCart } from '@/server/services/cart/cart-view';
import type { LineProduct } from '@/server/services/cart/line-product';
import { toProductSummary } from '@/server/services/catalog/product-summary';

/** A pizza at 650 000 (700 000 before its discount) with two toppings, as the server holds it. */
const row: LineProduct = {
  id: 7,
  name: 'پیتزا مخصوص',
  slug: 'pizza',
  images: ['/images/7.webp'],
  price: 700_000,
  finalPrice: 650_000,
  stock: null,
  categoryId: 1,
  ratingSum: 0,
  ratingCount: 0,
  extra: {},
  isActive: true,
  orderLimit: null,
  toppings: [
    { id: 31, productId: 7, name: 'پنیر اضافه', price: 40_000, maxCount: 5 },
    { id: 32, productId: 7, name: 'قارچ', price: 28_000, maxCount: 2 },
  ],
};
const pizza = toProductSummary(row);

/** What the product page hands the cart: each chosen topping with its name and price. */
const chosen: PricedTopping[] = [
  { id: 31, name: 'پنیر اضافه', price: 40_000, count: 3 },
  { id: 32, name: 'قارچ', price: 28_000, count: 1 },
];

/** The product page's total for this choice: (650 000 + 3 × 40 000 + 28 000) × 2. */
const PAGE_TOTAL = 1_596_000;

describe('one price for a cart line, wherever it is shown', () => {
  it('prices a unit as the final price plus each topping × its count', () => {
    expect(unitPriceOf(650_000, chosen)).toBe(798_000);
    expect(unitPriceOf(650_000, [])).toBe(650_000);
  });

  it("gives the guest cart the product page's total, with every topping named and priced", () => {
    const cart = cartViewOf(addLine([], pizza, 2, chosen));
    expect(cart.items_price).toBe(PAGE_TOTAL);
    expect(cart.count).toBe(2);
    expect(cart.items[0]).toMatchObject({ unit_price: 798_000, total: PAGE_TOTAL });
    expect(cart.items[0]?.toppings).toEqual(chosen);
  });

  it('shows the same lines, names and totals as the server cart after login', () => {
    const guest = cartViewOf(addLine([], pizza, 2, chosen));
    const server = toCart(
      [
        {
          id: 1,
          customerId: 5,
          productId: 7,
          count: 2,
          toppings: chosen.map(({ id, count }) => ({ id, count })),
          reservations: [],
          updatedAt: new Date(),
        },
      ],
      new Map([[7, row]]),
    );
    expect(server.items_price).toBe(PAGE_TOTAL);
    expect(guest.items.map(({ stock: _s, order_limit: _o, ...line }) => line)).toEqual(
      server.items.map(({ stock: _s, order_limit: _o, ...line }) => line),
    );
  });

  it('prices the server cart shown while an add is out the same way', () => {
    const preview = cartWithAdded(EMPTY_CART, pizza, 2, chosen);
    expect(preview.items_price).toBe(PAGE_TOTAL);
    const rechosen = cartWithAdded(preview, pizza, 1, [chosen[1] as PricedTopping]);
    expect(rechosen.items[0]).toMatchObject({ count: 3, unit_price: 678_000, total: 2_034_000 });
  });

  it('drops a stored topping it cannot name or price rather than show it unnamed and free', () => {
    const [line] = addLine([], pizza, 1, chosen);
    const stored = { ...line, toppings: [{ id: 31, count: 3 }, chosen[1]] };
    expect(restoreLines([stored])[0]?.toppings).toEqual([chosen[1]]);
  });
});
