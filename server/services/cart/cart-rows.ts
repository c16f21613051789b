import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { cartItems, customers } from '@/server/db/schema';
import type { CartRow } from './cart-view';

export async function cartRowOf(
  db: Executor,
  customerId: number,
  productId: number,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId)))
    .orderBy(asc(cartItems.id))
    .limit(1);
  return row;
}

/**
 * Serialises one customer's cart writes on their customer row, so two quick
 * adds of one product make one line with both counts, never two lines. The
 * lock is FOR NO KEY UPDATE: rows that merely reference the customer (an order
 * being written, a ledger row) are not held up by it.
 */
export async function lockCart(db: Executor, customerId: number): Promise<void> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
}

export async function emptyCart(db: Executor, customerId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
}
