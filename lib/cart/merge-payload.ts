import type { CartMergeBody } from '@/lib/contract/cart';
import { MAX_CART_LINES, MAX_LINE_COUNT } from '@/lib/contract/cart-limits';
import type { BrowserCartLine } from './browser-cart';

/** The merge contract's cap on toppings per line. */
const MAX_LINE_TOPPINGS = 30;

/**
 * What POST cart/merge receives for the browser cart: each line's product,
 * count and chosen toppings, within the contract's bounds so one oversized
 * line never gets the whole merge refused. Null when there is nothing to send.
 */
export function mergePayloadOf(lines: readonly BrowserCartLine[]): CartMergeBody | null {
  const items = lines
    .filter((line) => line.count >= 1)
    .slice(0, MAX_CART_LINES)
    .map((line) => ({
      product_id: line.product_id,
      count: Math.min(line.count, MAX_LINE_COUNT),
      ...(line.toppings.length > 0
        ? {
            toppings: line.toppings.slice(0, MAX_LINE_TOPPINGS).map((topping) => ({
              id: topping.id,
              count: Math.min(topping.count, MAX_LINE_COUNT),
            })),
          }
        : {}),
    }));
  return items.length > 0 ? { items } : null;
}
