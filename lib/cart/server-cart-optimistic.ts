import type { Cart, CartLine, PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { cartOf, unitPriceOf } from './line-price';

/**
 * The server cart as it will look once a change lands, shown while the call
 * is out. The server's answer replaces it, so these only need to be right
 * about what the customer sees first: counts and totals.
 */

function withLineCount(line: CartLine, count: number): CartLine {
  return { ...line, count, total: line.unit_price * count };
}

/** The line with these toppings instead of its own, priced again. */
function withToppings(line: CartLine, toppings: readonly PricedTopping[]): CartLine {
  const unit = unitPriceOf(line.product.final_price, toppings);
  return {
    ...line,
    toppings: toppings.map((topping) => ({ ...topping })),
    unit_price: unit,
    total: unit * line.count,
  };
}

/**
 * Adds units to the product's line, or a new line priced from the product and
 * its toppings. Toppings sent with an add replace the line's, as the server does.
 */
export function cartWithAdded(
  cart: Cart,
  product: ProductSummary,
  count: number,
  toppings: readonly PricedTopping[] = [],
): Cart {
  const existing = cart.items.find((line) => line.product.id === product.id);
  if (existing) {
    return cartOf(
      cart.items.map((line) => {
        if (line !== existing) return line;
        const counted = withLineCount(line, line.count + count);
        return toppings.length > 0 ? withToppings(counted, toppings) : counted;
      }),
    );
  }
  const unit = unitPriceOf(product.final_price, toppings);
  const line: CartLine = {
    product,
    count,
    toppings: toppings.map((topping) => ({ ...topping })),
    unit_price: unit,
    total: unit * count,
    stock: null,
    order_limit: null,
  };
  return cartOf([...cart.items, line]);
}

/** One unit fewer; a line at 1 or less goes, as the server does it. */
export function cartWithRemoved(cart: Cart, productId: number): Cart {
  return cartOf(
    cart.items.flatMap((line) => {
      if (line.product.id !== productId) return [line];
      return line.count <= 1 ? [] : [withLineCount(line, line.count - 1)];
    }),
  );
}

/** The line's count set outright; 0 deletes it. */
export function cartWithCount(cart: Cart, productId: number, count: number): Cart {
  return cartOf(
    cart.items.flatMap((line) => {
      if (line.product.id !== productId) return [line];
      return count <= 0 ? [] : [withLineCount(line, count)];
    }),
  );
}

export const EMPTY_CART: Cart = { items: [], count: 0, items_price: 0 };

/** A removed line put back (undo) at its old place, or in place of the product's line now. */
export function cartWithLine(cart: Cart, restored: CartLine, index: number): Cart {
  const id = restored.product.id;
  if (cart.items.some((line) => line.product.id === id)) {
    return cartOf(cart.items.map((line) => (line.product.id === id ? restored : line)));
  }
  const at = Math.max(0, Math.min(index, cart.items.length));
  return cartOf([...cart.items.slice(0, at), restored, ...cart.items.slice(at)]);
}
