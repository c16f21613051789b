import type { Cart, PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { isFiniteNumber, isInt, isRecord, isString } from '@/lib/guards';
import { cartOf, unitPriceOf } from './line-price';

/**
 * Spec 3: a browser cart line is product_id, count and the product, plus the
 * chosen toppings as the product page showed them (name and price), so the
 * guest's cart prices and names them as the server cart will.
 */
export type BrowserCartLine = {
  product_id: number;
  count: number;
  product: ProductSummary;
  toppings: PricedTopping[];
};

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
 * passed with the new add replace the old choice.
 */
export function addLine(
  lines: readonly BrowserCartLine[],
  product: ProductSummary,
  count = 1,
  toppings: readonly PricedTopping[] = [],
): BrowserCartLine[] {
  const step = Number.isInteger(count) && count > 0 ? count : 1;
  const existing = lines.find((line) => line.product_id === product.id);
  if (!existing) {
    return [
      ...lines,
      { product_id: product.id, count: step, product, toppings: toppings.map(copyTopping) },
    ];
  }
  return lines.map((line) =>
    line === existing
      ? {
          ...line,
          count: line.count + step,
          product,
          toppings: toppings.length > 0 ? toppings.map(copyTopping) : line.toppings,
        }
      : line,
  );
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
 * carts show the same lines, toppings and totals. Stock is the server's to
 * know; the guest learns it at login.
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
        stock: null,
        order_limit: null,
      };
    }),
  );
}
