import type { Cart, CartLine } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';

/**
 * The server cart as it will look once a change lands, shown while the call
 * is out. The server's answer replaces it, so these only need to be right
 * about what the customer sees first: counts and totals.
 */

/** A topping chosen on the product page, with what it costs. */
export type PricedTopping = { id: number; name: string; price: number; count: number };

function totalled(items: CartLine[]): Cart {
  return {
    items,
    count: items.reduce((sum, line) => sum + line.count, 0),
    items_price: items.reduce((sum, line) => sum + line.total, 0),
  };
}

function withLineCount(line: CartLine, count: number): CartLine {
  return { ...line, count, total: line.unit_price * count };
}

/** Adds units to the product's line, or a new line priced from the product and its toppings. */
export function cartWithAdded(
  cart: Cart,
  product: ProductSummary,
  count: number,
  toppings: readonly PricedTopping[] = [],
): Cart {
  const existing = cart.items.find((line) => line.product.id === product.id);
  if (existing) {
    return totalled(
      cart.items.map((line) =>
        line === existing ? withLineCount(line, line.count + count) : line,
      ),
    );
  }
  const unitPrice =
    product.final_price + toppings.reduce((sum, topping) => sum + topping.price * topping.count, 0);
  const line: CartLine = {
    product,
    count,
    toppings: toppings.map((topping) => ({ ...topping })),
    unit_price: unitPrice,
    total: unitPrice * count,
    stock: null,
    order_limit: null,
  };
  return totalled([...cart.items, line]);
}

/** One unit fewer; a line at 1 or less goes, as the server does it. */
export function cartWithRemoved(cart: Cart, productId: number): Cart {
  return totalled(
    cart.items.flatMap((line) => {
      if (line.product.id !== productId) return [line];
      return line.count <= 1 ? [] : [withLineCount(line, line.count - 1)];
    }),
  );
}

/** The line's count set outright; 0 deletes it. */
export function cartWithCount(cart: Cart, productId: number, count: number): Cart {
  return totalled(
    cart.items.flatMap((line) => {
      if (line.product.id !== productId) return [line];
      return count <= 0 ? [] : [withLineCount(line, count)];
    }),
  );
}

export const EMPTY_CART: Cart = { items: [], count: 0, items_price: 0 };
