import { eq, inArray } from 'drizzle-orm';
import { unitPriceOf } from '@/lib/cart/line-price';
import type { LineTopping, PricedTopping } from '@/lib/contract/cart';
import { MAX_LINE_COUNT } from '@/lib/contract/cart-limits';
import type { Executor } from '@/server/db/database';
import { products, toppings } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import {
  type ProductSummaryRow,
  productSummaryColumns,
} from '@/server/services/catalog/product-summary';

export type ToppingRow = typeof toppings.$inferSelect;

/** A product as a cart or order line needs it: the card's columns, its limits and its toppings. */
export type LineProduct = ProductSummaryRow & {
  isActive: boolean;
  orderLimit: number | null;
  toppings: ToppingRow[];
};

export type { PricedTopping } from '@/lib/contract/cart';

const messages = apiMessages.cart;

/** The columns of a line product (its toppings come from a join). */
export const lineProductColumns = {
  ...productSummaryColumns,
  isActive: products.isActive,
  orderLimit: products.orderLimit,
};

type LineProductJoin = {
  product: Omit<LineProduct, 'toppings'>;
  topping: ToppingRow | null;
};

/**
 * Products left-joined to their toppings (a row per topping, one row with none)
 * folded back into line products by id, each one's toppings in id order. A
 * product joined to other rows too (a cart's lines) repeats its toppings: each is kept once.
 */
export function foldLineProducts(rows: readonly LineProductJoin[]): Map<number, LineProduct> {
  const byId = new Map<number, LineProduct>();
  for (const { product, topping } of rows) {
    let line = byId.get(product.id);
    if (!line) {
      line = { ...product, toppings: [] };
      byId.set(product.id, line);
    }
    if (topping && !line.toppings.some((known) => known.id === topping.id)) {
      line.toppings.push(topping);
    }
  }
  for (const line of byId.values()) line.toppings.sort((a, b) => a.id - b.id);
  return byId;
}

/** The products of these ids (listed or not) with their toppings, by id: one statement. */
export async function loadLineProducts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LineProduct>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ product: lineProductColumns, topping: toppings })
    .from(products)
    .leftJoin(toppings, eq(toppings.productId, products.id))
    .where(inArray(products.id, unique));
  return foldLineProducts(rows);
}

/**
 * The chosen toppings priced from the product's own list. A topping of another
 * product, an unknown id, a repeated id or a count above its max_count is a 400
 * that says which.
 */
export function pricedToppings(
  product: LineProduct,
  chosen: readonly LineTopping[],
): PricedTopping[] {
  const seen = new Set<number>();
  return chosen.map((pick) => {
    if (seen.has(pick.id)) throw ApiError.badRequest(messages.toppingRepeated);
    seen.add(pick.id);
    const topping = product.toppings.find((row) => row.id === pick.id);
    if (!topping)
      throw ApiError.badRequest(fillMessage(messages.toppingUnknown, { name: product.name }));
    if (pick.count > topping.maxCount) {
      throw ApiError.badRequest(
        fillMessage(messages.toppingMax, { topping: topping.name, count: topping.maxCount }),
      );
    }
    return { id: topping.id, name: topping.name, price: topping.price, count: pick.count };
  });
}

/** The toppings a line keeps when read back: ones the product no longer has are dropped. */
export function knownToppings(
  product: LineProduct,
  stored: readonly { id: number; count: number }[],
): PricedTopping[] {
  return stored.flatMap((pick) => {
    const topping = product.toppings.find((row) => row.id === pick.id);
    if (!topping) return [];
    const count = Math.min(pick.count, topping.maxCount);
    return [{ id: topping.id, name: topping.name, price: topping.price, count }];
  });
}

/** One unit's price: the product's final price plus its toppings, as every cart prices it. */
export function unitPrice(product: LineProduct, chosen: readonly PricedTopping[]): number {
  return unitPriceOf(product.finalPrice, chosen);
}

/**
 * The per-order ceiling order_limit sets: a positive limit caps every order and
 * cart line; 0 only keeps the product out of a pack's add-to-cart (spec 5, as
 * the demo's packs use it), so it caps nothing here; null is no limit.
 */
export function orderCeiling(product: LineProduct): number | null {
  return product.orderLimit !== null && product.orderLimit > 0 ? product.orderLimit : null;
}

export type CapOptions = {
  /** Bulk orders are not held to order_limit; stock still applies. */
  bulk?: boolean;
  /** The most one line may hold regardless of the product (the cart's MAX_LINE_COUNT). */
  lineMax?: number;
};

/** The most units one line of this product may hold now. */
export function lineCap(product: LineProduct, options: CapOptions = {}): number {
  const limits = [options.lineMax ?? MAX_LINE_COUNT];
  if (product.stock !== null) limits.push(product.stock);
  const ceiling = orderCeiling(product);
  if (!options.bulk && ceiling !== null) limits.push(ceiling);
  return Math.max(0, Math.min(...limits));
}

/**
 * Why a line of `count` units cannot be taken, in Persian, or null when it can:
 * out of stock, above the stock on hand, above order_limit (unless bulk), or
 * above the line maximum.
 */
export function capRefusal(
  product: LineProduct,
  count: number,
  options: CapOptions = {},
): string | null {
  const { name } = product;
  if (product.stock === 0) return fillMessage(messages.outOfStock, { name });
  if (product.stock !== null && count > product.stock) {
    return fillMessage(messages.stockLimit, { name, count: product.stock });
  }
  const ceiling = orderCeiling(product);
  if (!options.bulk && ceiling !== null && count > ceiling) {
    return fillMessage(messages.orderLimit, { name, count: ceiling });
  }
  const lineMax = options.lineMax ?? MAX_LINE_COUNT;
  if (count > lineMax) return fillMessage(messages.lineLimit, { count: lineMax });
  return null;
}

export function assertWithinCap(product: LineProduct, count: number, options: CapOptions = {}) {
  const refusal = capRefusal(product, count, options);
  if (refusal) throw ApiError.badRequest(refusal);
}
