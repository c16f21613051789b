import { cartOf } from '@/lib/cart/line-price';
import type { Cart, CartLine } from '@/lib/contract/cart';
import type { cartItems } from '@/server/db/schema';
import { toProductSummary } from '@/server/services/catalog/product-summary';
import { knownToppings, type LineProduct, unitPrice } from './line-product';

export type CartRow = typeof cartItems.$inferSelect;

export function toCartLine(row: CartRow, product: LineProduct): CartLine {
  const toppings = knownToppings(product, row.toppings);
  const unit = unitPrice(product, toppings);
  return {
    product: toProductSummary(product),
    count: row.count,
    toppings,
    unit_price: unit,
    total: unit * row.count,
    stock: product.stock,
    order_limit: product.orderLimit,
  };
}

/**
 * The cart as the customer sees it, priced now. Lines of products that are gone
 * or no longer listed are left out: they can no longer be ordered.
 */
export function toCart(rows: readonly CartRow[], products: ReadonlyMap<number, LineProduct>): Cart {
  return cartOf(
    rows.flatMap((row) => {
      const product = products.get(row.productId);
      return product?.isActive ? [toCartLine(row, product)] : [];
    }),
  );
}
