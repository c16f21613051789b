import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';
import { fireRestockReminders } from '@/server/services/reminder/restock';

export type StockSet = {
  product_id: number;
  name: string;
  stock: number | null;
  /** Customers told it is back (their reminders spent by this change). */
  notified: number;
};

/**
 * Staff set a product's units on hand (null: not tracked, always available).
 * When that puts it back in stock, every waiting reminder is spent and its
 * customer told, in the same transaction.
 */
export async function setProductStock(
  db: Database,
  productId: number,
  stock: number | null,
  now: Date = new Date(),
): Promise<StockSet> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ stock, updatedAt: now })
      .where(eq(products.id, productId))
      .returning({ id: products.id, name: products.name, categoryId: products.categoryId });
    if (!row) throw ApiError.notFound();
    const notified = await fireRestockReminders(tx, [row.id], now);
    return { row, notified };
  });
  await revalidateProducts([{ productId, categoryId: result.row.categoryId }]);
  return { product_id: productId, name: result.row.name, stock, notified: result.notified };
}
