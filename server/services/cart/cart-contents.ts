import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/server/db/database';
import { cartItems, products, toppings } from '@/server/db/schema';
import type { CartRow } from './cart-view';
import { foldLineProducts, type LineProduct, lineProductColumns } from './line-product';

/** A customer's cart lines (in id order) and the products they and a change name. */
export type CartContents = { rows: CartRow[]; products: Map<number, LineProduct> };

// The lines inside the product filter; the outer query joins cart_items under its own name.
const inCart = alias(cartItems, 'in_cart');

/**
 * The cart's lines with their products and toppings in one statement, and
 * also the products in `alsoProductIds` (the ones a change is about, in the
 * cart or not), so a change reads what it needs in one round trip.
 */
export async function cartContents(
  db: Executor,
  customerId: number,
  alsoProductIds: readonly number[] = [],
): Promise<CartContents> {
  const linesProducts = db
    .select({ id: inCart.productId })
    .from(inCart)
    .where(eq(inCart.customerId, customerId));
  const others = alsoProductIds.map((id) => sql` union all select ${id}::integer`);
  const wanted =
    others.length === 0
      ? inArray(products.id, linesProducts)
      : inArray(products.id, sql`(${linesProducts}${sql.join(others)})`);
  const joined = await db
    .select({ product: lineProductColumns, topping: toppings, line: cartItems })
    .from(products)
    .leftJoin(
      cartItems,
      and(eq(cartItems.productId, products.id), eq(cartItems.customerId, customerId)),
    )
    .leftJoin(toppings, eq(toppings.productId, products.id))
    .where(wanted)
    .orderBy(asc(cartItems.id), asc(toppings.id));
  const rows = new Map<number, CartRow>();
  for (const { line } of joined) if (line) rows.set(line.id, line);
  return { rows: [...rows.values()], products: foldLineProducts(joined) };
}
