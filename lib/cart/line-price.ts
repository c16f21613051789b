import type { Cart, CartLine } from '@/lib/contract/cart';

/**
 * How a cart is priced, in the browser cart, the server cart, the product page
 * and the order alike: one unit of a line is the product's final price plus
 * every chosen topping's price × count; the line is that unit times its count;
 * the cart is its lines summed. Pure, so the server and the browser share it.
 */

type ToppingCost = { price: number; count: number };

export function unitPriceOf(finalPrice: number, toppings: readonly ToppingCost[]): number {
  return finalPrice + toppings.reduce((sum, topping) => sum + topping.price * topping.count, 0);
}

/** The cart of these lines: units for the badge and the lines' totals summed. */
export function cartOf(items: CartLine[]): Cart {
  return {
    items,
    count: items.reduce((sum, line) => sum + line.count, 0),
    items_price: items.reduce((sum, line) => sum + line.total, 0),
  };
}

/**
 * «سود شما»: what the discounts take off the lines, each product's list price
 * less its final price, times the count (toppings carry no discount).
 */
export function savingsOf(items: readonly Pick<CartLine, 'product' | 'count'>[]): number {
  return items.reduce(
    (sum, line) => sum + Math.max(0, line.product.price - line.product.final_price) * line.count,
    0,
  );
}
