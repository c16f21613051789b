import type { Cart, PricedTopping } from '@/lib/contract/cart';
import { MAX_LINE_COUNT } from '@/lib/contract/cart-limits';
import type { ProductSummary } from '@/lib/contract/catalog';
import { isFiniteNumber, isInt, isRecord, isString } from '@/lib/guards';
import { cartOf, unitPriceOf } from './line-price';

/**
 * What bounds a line's count, as the product page or the cart's last refresh
 * saw it: the units on hand and the per-order limit, null when there is none
 * (or, for a line kept before the cart knew it, not known yet).
 */
export type LineLimits = { stock: number | null; order_limit: number | null };

export const NO_LIMITS: LineLimits = { stock: null, order_limit: null };

/**
 * Spec 3: a browser cart line is product_id, count and the product, plus the
 * chosen toppings as the product page showed them (name and price), so the
 * guest's cart prices and names them as the server cart will, and the
 * product's limits, so the guest's cart stops where the server's would.
 */
export type BrowserCartLine = {
  product_id: number;
  count: number;
  product: ProductSummary;
  toppings: PricedTopping[];
} & LineLimits;

/** Why a count cannot be held, and the bound it met. */
export type CapRefusal = {
  reason: 'sold_out' | 'stock' | 'order_limit' | 'line_limit';
  /** The most units the line may hold. */
  limit: number;
};

/** A positive order_limit caps a line; 0 only keeps a product out of a pack's add, as on the server. */
function orderCeiling(limits: LineLimits): number | null {
  return limits.order_limit !== null && limits.order_limit > 0 ? limits.order_limit : null;
}

/**
 * Why a line of `count` units cannot be held, or null when it can: the same
 * rule, in the same order, as the server cart's refusal (out of stock, above
 * the stock on hand, above order_limit, above the line maximum).
 */
export function capRefusal(limits: LineLimits, count: number): CapRefusal | null {
  if (limits.stock === 0) return { reason: 'sold_out', limit: 0 };
  if (limits.stock !== null && count > limits.stock) {
    return { reason: 'stock', limit: limits.stock };
  }
  const ceiling = orderCeiling(limits);
  if (ceiling !== null && count > ceiling) return { reason: 'order_limit', limit: ceiling };
  if (count > MAX_LINE_COUNT) return { reason: 'line_limit', limit: MAX_LINE_COUNT };
  return null;
}

/**
 * Why adding `count` units of the product would take its line past what it
 * may hold, judged by the limits given (the product page's) or else the
 * line's own; null when the add fits.
 */
export function addRefusal(
  lines: readonly BrowserCartLine[],
  productId: number,
  count: number,
  limits?: LineLimits,
): CapRefusal | null {
  const line = lines.find((item) => item.product_id === productId);
  const known = limits ?? line ?? NO_LIMITS;
  return capRefusal(known, (line?.count ?? 0) + Math.max(1, count));
}

function limitOf(value: unknown): number | null {
  return isInt(value) && value >= 0 ? value : null;
}

function flagOf(value: unknown): 'true' | 'false' | undefined {
  return value === 'true' || value === 'false' ? value : undefined;
}

/** The stored product snapshot, rebuilt field by field so nothing unexpected rides along. */
function restoreProduct(stored: unknown): ProductSummary | null {
  if (!isRecord(stored)) return null;
  const p = stored;
  if (!isInt(p.id) || !isString(p.name) || !isString(p.slug) || !isString(p.image)) return null;
  if (!isInt(p.price) || !isInt(p.final_price) || !isInt(p.discount_percent)) return null;
  if (typeof p.is_exist !== 'boolean' || !isInt(p.category_id)) return null;
  if (!isFiniteNumber(p.rating) || !isInt(p.rating_count) || !isRecord(p.extra)) return null;
  const reservable = flagOf(p.extra.reservable);
  const collection = flagOf(p.extra.collection);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    image: p.image,
    price: p.price,
    final_price: p.final_price,
    discount_percent: p.discount_percent,
    is_exist: p.is_exist,
    category_id: p.category_id,
    rating: p.rating,
    rating_count: p.rating_count,
    extra: {
      ...(reservable ? { reservable } : {}),
      ...(collection ? { collection } : {}),
    },
  };
}

/** A topping without its name or price (an older cart's) cannot be shown or priced, so it is dropped. */
function restoreToppings(stored: unknown): PricedTopping[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((t) =>
    isRecord(t) &&
    isInt(t.id) &&
    isInt(t.count) &&
    t.count > 0 &&
    isString(t.name) &&
    isInt(t.price) &&
    t.price >= 0
      ? [{ id: t.id, name: t.name, price: t.price, count: t.count }]
      : [],
  );
}

/**
 * Lines read back from storage (old versions, other tabs, hand edits);
 * anything malformed is dropped rather than crashing the page.
 */
export function restoreLines(stored: unknown): BrowserCartLine[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((line): BrowserCartLine[] => {
    if (!isRecord(line) || !isInt(line.count) || line.count < 1) return [];
    const product = restoreProduct(line.product);
    if (!product || line.product_id !== product.id) return [];
    return [
      {
        product_id: product.id,
        count: line.count,
        product,
        toppings: restoreToppings(line.toppings),
        stock: limitOf(line.stock),
        order_limit: limitOf(line.order_limit),
      },
    ];
  });
}

const copyTopping = ({ id, name, price, count }: PricedTopping): PricedTopping => ({
  id,
  name,
  price,
  count,
});

/**
 * Spec 4: adding a product already in the cart increments its count. The
 * product snapshot is refreshed so the cart shows the latest price; toppings
 * passed with the new add replace the old choice, and limits passed (the
 * product page's) replace the line's. Whether the add fits is addRefusal's
 * to say, before.
 */
export function addLine(
  lines: readonly BrowserCartLine[],
  product: ProductSummary,
  count = 1,
  toppings: readonly PricedTopping[] = [],
  limits?: LineLimits,
): BrowserCartLine[] {
  const step = Number.isInteger(count) && count > 0 ? count : 1;
  const existing = lines.find((line) => line.product_id === product.id);
  if (!existing) {
    return [
      ...lines,
      {
        product_id: product.id,
        count: step,
        product,
        toppings: toppings.map(copyTopping),
        ...(limits ?? NO_LIMITS),
      },
    ];
  }
  return lines.map((line) =>
    line === existing
      ? {
          ...line,
          count: line.count + step,
          product,
          toppings: toppings.length > 0 ? toppings.map(copyTopping) : line.toppings,
          ...(limits ?? {}),
        }
      : line,
  );
}

/**
 * A removed line put back as it was (undo): at its old place when the cart
 * has no line of that product now, else in place of the one it has.
 */
export function restoreLine(
  lines: readonly BrowserCartLine[],
  removed: BrowserCartLine,
  index: number,
): BrowserCartLine[] {
  if (lines.some((line) => line.product_id === removed.product_id)) {
    return lines.map((line) => (line.product_id === removed.product_id ? removed : line));
  }
  const at = Math.max(0, Math.min(index, lines.length));
  return [...lines.slice(0, at), removed, ...lines.slice(at)];
}

/** What the cart learnt of a product when it was shown: its card as it is now, and its limits. */
export type FreshProduct = { product: ProductSummary } & LineLimits;

/**
 * The lines with their products as the shop has them now (price, name, in
 * stock or not) and their limits; counts are left alone, so a line above the
 * stock now is shown with a note rather than cut without a word. Products the
 * shop no longer answers for are left as they were: the login merge drops them.
 */
export function refreshLines(
  lines: readonly BrowserCartLine[],
  fresh: ReadonlyMap<number, FreshProduct>,
): BrowserCartLine[] {
  return lines.map((line) => {
    const now = fresh.get(line.product_id);
    return now
      ? { ...line, product: now.product, stock: now.stock, order_limit: now.order_limit }
      : line;
  });
}

/** Spec 4: removing decrements the count and deletes the line when the count is 1 or less. */
export function removeLine(
  lines: readonly BrowserCartLine[],
  productId: number,
): BrowserCartLine[] {
  return lines.flatMap((line) => {
    if (line.product_id !== productId) return [line];
    return line.count <= 1 ? [] : [{ ...line, count: line.count - 1 }];
  });
}

/** Drops a whole line whatever its count. */
export function deleteLine(
  lines: readonly BrowserCartLine[],
  productId: number,
): BrowserCartLine[] {
  return lines.filter((line) => line.product_id !== productId);
}

export function countOf(lines: readonly BrowserCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/**
 * The browser cart in the server cart's shape, priced the same way, so both
 * carts show the same lines, toppings, totals and limits (as last seen).
 */
export function cartViewOf(lines: readonly BrowserCartLine[]): Cart {
  return cartOf(
    lines.map((line) => {
      const unit = unitPriceOf(line.product.final_price, line.toppings);
      return {
        product: line.product,
        count: line.count,
        toppings: line.toppings.map(copyTopping),
        unit_price: unit,
        total: unit * line.count,
        stock: line.stock,
        order_limit: line.order_limit,
      };
    }),
  );
}
