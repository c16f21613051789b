import { and, count, eq } from 'drizzle-orm';
import { PACKAGE_ADD_COUNT } from '@/lib/constants';
import type {
  Cart,
  CartAddBody,
  CartMergeBody,
  CartMergeChange,
  CartMergeResult,
  CartUpdateBody,
  LineTopping,
} from '@/lib/contract/cart';
import { MAX_CART_LINES } from '@/lib/contract/cart-limits';
import type { Database, Executor } from '@/server/db/database';
import { type CartTopping, cartItems } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type CartContents, cartContents } from './cart-contents';
import { cartRowOf, emptyCart, lockCart } from './cart-rows';
import { type CartRow, toCart } from './cart-view';
import {
  assertWithinCap,
  capRefusal,
  knownToppings,
  type LineProduct,
  lineCap,
  loadLineProducts,
  orderCeiling,
  pricedToppings,
} from './line-product';

const messages = apiMessages.cart;

export async function getCart(db: Executor, customerId: number): Promise<Cart> {
  const { rows, products } = await cartContents(db, customerId);
  return toCart(rows, products);
}

function listedProduct(products: CartContents['products'], productId: number): LineProduct {
  const product = products.get(productId);
  if (!product?.isActive) throw ApiError.notFound(messages.productNotFound);
  return product;
}

/** The product's line as cartRowOf finds it: the first by id. */
function lineOf(rows: readonly CartRow[], productId: number): CartRow | undefined {
  return rows.find((row) => row.productId === productId);
}

async function lineCount(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  return row?.lines ?? 0;
}

const storedToppings = (toppings: readonly LineTopping[]): CartTopping[] =>
  toppings.map(({ id, count: units }) => ({ id, count: units }));

/**
 * Sets a line's count (and toppings when given), making the line when there is
 * none and the cart (of `lines` lines, or as many as it holds now) has room.
 */
async function writeLine(
  tx: Executor,
  customerId: number,
  line: CartRow | undefined,
  productId: number,
  units: number,
  toppings: CartTopping[] | undefined,
  lines?: number,
): Promise<void> {
  if (line) {
    await tx
      .update(cartItems)
      .set({ count: units, updatedAt: new Date(), ...(toppings ? { toppings } : {}) })
      .where(eq(cartItems.id, line.id));
    return;
  }
  if ((lines ?? (await lineCount(tx, customerId))) >= MAX_CART_LINES) {
    throw ApiError.badRequest(fillMessage(messages.cartFull, { max: MAX_CART_LINES }));
  }
  await tx
    .insert(cartItems)
    .values({ customerId, productId, count: units, toppings: toppings ?? [] });
}

/** Adds units to the product's one line; above its stock or order_limit is a 400 that says so. */
export async function addToCart(
  db: Database,
  customerId: number,
  body: CartAddBody,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    // Read under the lock: no other change of this cart can come between it and the write.
    const { rows, products } = await cartContents(tx, customerId, [body.product_id]);
    const product = listedProduct(products, body.product_id);
    const toppings = body.toppings ? pricedToppings(product, body.toppings) : undefined;
    const line = lineOf(rows, product.id);
    const units = (line?.count ?? 0) + body.count;
    assertWithinCap(product, units);
    const stored = toppings && storedToppings(toppings);
    await writeLine(tx, customerId, line, product.id, units, stored, rows.length);
    // Read again rather than patched in memory: an order or a clear may have
    // emptied the cart meanwhile (they do not take the cart's lock).
    return getCart(tx, customerId);
  });
}

/** Sets the line's count; 0 deletes it (whatever became of the product). */
export async function updateCart(
  db: Database,
  customerId: number,
  body: CartUpdateBody,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    if (body.count === 0) {
      await deleteLine(tx, customerId, body.product_id);
      return getCart(tx, customerId);
    }
    const { rows, products } = await cartContents(tx, customerId, [body.product_id]);
    const product = listedProduct(products, body.product_id);
    const toppings = body.toppings ? pricedToppings(product, body.toppings) : undefined;
    assertWithinCap(product, body.count);
    const line = lineOf(rows, product.id);
    const stored = toppings && storedToppings(toppings);
    await writeLine(tx, customerId, line, product.id, body.count, stored, rows.length);
    return getCart(tx, customerId);
  });
}

async function deleteLine(tx: Executor, customerId: number, productId: number): Promise<void> {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)));
}

/** One unit fewer; a line at 1 or less is deleted (spec 4, as the browser cart does). */
export async function removeFromCart(
  db: Database,
  customerId: number,
  productId: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const line = await cartRowOf(tx, customerId, productId);
    if (!line) throw ApiError.notFound(messages.notInCart);
    if (line.count <= 1) {
      await deleteLine(tx, customerId, productId);
    } else {
      await tx
        .update(cartItems)
        .set({ count: line.count - 1, updatedAt: new Date() })
        .where(eq(cartItems.id, line.id));
    }
    return getCart(tx, customerId);
  });
}

export async function clearCart(db: Executor, customerId: number): Promise<Cart> {
  await emptyCart(db, customerId);
  return { items: [], count: 0, items_price: 0 };
}

/**
 * A pack's products, one unit each (spec 5): only products whose order_limit is
 * above zero or null; a product that cannot take one more unit (stock, limit,
 * a full cart) is skipped. None of the ids listed: 404; none addable: 400.
 */
export async function addPackage(
  db: Database,
  customerId: number,
  productIds: readonly number[],
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const products = await loadLineProducts(tx, productIds);
    const listed = [...new Set(productIds)].flatMap((id) => {
      const product = products.get(id);
      return product?.isActive ? [product] : [];
    });
    if (listed.length === 0) throw ApiError.notFound(messages.productNotFound);
    const eligible = listed.filter(
      (product) => product.orderLimit === null || product.orderLimit > 0,
    );
    let added = 0;
    for (const product of eligible) {
      const line = await cartRowOf(tx, customerId, product.id);
      const units = (line?.count ?? 0) + PACKAGE_ADD_COUNT;
      if (capRefusal(product, units) !== null) continue;
      if (!line && (await lineCount(tx, customerId)) >= MAX_CART_LINES) break;
      await writeLine(tx, customerId, line, product.id, units, undefined);
      added += 1;
    }
    if (added === 0) throw ApiError.badRequest(messages.packageEmpty);
    return getCart(tx, customerId);
  });
}

/** The toppings of a browser line the product still has, counts held to their max. */
function lenientToppings(product: LineProduct, chosen: readonly LineTopping[]): CartTopping[] {
  const unique = new Map(chosen.map((pick) => [pick.id, pick]));
  return knownToppings(product, [...unique.values()]).map(({ id, count: units }) => ({
    id,
    count: units,
  }));
}

/** Why a merged line holds fewer units than asked: the tightest of stock, order_limit and the line maximum. */
function loweredBy(product: LineProduct, count: number): CartMergeChange['reason'] {
  if (product.stock !== null && product.stock === count) return 'stock';
  return orderCeiling(product) === count ? 'order_limit' : 'line_limit';
}

const MERGE_MESSAGES = {
  stock: messages.mergeStock,
  order_limit: messages.mergeOrderLimit,
  line_limit: messages.mergeLineLimit,
  sold_out: messages.mergeSoldOut,
  gone: messages.mergeGone,
  cart_full: messages.mergeCartFull,
} as const;

function mergeChange(
  productId: number,
  product: LineProduct | undefined,
  asked: number,
  count: number,
  reason: CartMergeChange['reason'],
): CartMergeChange {
  const msg = product
    ? fillMessage(MERGE_MESSAGES[reason], { name: product.name, count, max: MAX_CART_LINES })
    : messages.mergeUnknown;
  return { product_id: productId, asked, count, reason, msg };
}

/**
 * The browser cart sent after login: each line's count is added to the server's
 * line, capped by stock and order_limit. Products that are gone, unlisted or out
 * of stock are skipped, as are unknown toppings, so one stale line never loses
 * the rest. Repeated products are summed. Every line taken at less than asked
 * is reported, so the customer is told rather than finding fewer at checkout.
 */
export async function mergeCart(
  db: Database,
  customerId: number,
  body: CartMergeBody,
): Promise<CartMergeResult> {
  const merged = new Map<number, { count: number; toppings?: LineTopping[] }>();
  for (const item of body.items) {
    const seen = merged.get(item.product_id);
    merged.set(item.product_id, {
      count: (seen?.count ?? 0) + item.count,
      toppings: item.toppings ?? seen?.toppings,
    });
  }
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const products = await loadLineProducts(tx, [...merged.keys()]);
    const changes: CartMergeChange[] = [];
    for (const [productId, item] of merged) {
      const product = products.get(productId);
      const line = product?.isActive ? await cartRowOf(tx, customerId, productId) : undefined;
      const current = line?.count ?? 0;
      const asked = current + item.count;
      if (!product?.isActive) {
        changes.push(mergeChange(productId, product, asked, 0, 'gone'));
        continue;
      }
      const cap = lineCap(product);
      const units = Math.min(asked, cap);
      if (units < asked) {
        const reason = units === 0 ? 'sold_out' : loweredBy(product, units);
        changes.push(mergeChange(productId, product, asked, units, reason));
      }
      if (units <= current) continue;
      if (!line && (await lineCount(tx, customerId)) >= MAX_CART_LINES) {
        changes.push(mergeChange(productId, product, asked, 0, 'cart_full'));
        continue;
      }
      const toppings = item.toppings ? lenientToppings(product, item.toppings) : undefined;
      await writeLine(tx, customerId, line, productId, units, toppings);
    }
    return { ...(await getCart(tx, customerId)), changes };
  });
}
