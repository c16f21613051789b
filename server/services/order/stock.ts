import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import type { ProductChange } from '@/server/services/catalog/revalidate-products';
import { fireRestockReminders } from '@/server/services/reminder/restock';

export type StockLine = { productId: number; name: string; count: number };

const messages = apiMessages.order;

/** Lines in product-id order: every path that locks product rows takes them in this order. */
function byProduct<T extends { productId: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.productId - b.productId);
}

/**
 * Takes the units of every line with one conditional UPDATE each, in the
 * caller's transaction: a tracked stock only goes down while it covers the
 * count, so concurrent orders can never sell more than there is. A line it
 * cannot cover is a 400 naming the product and what is left; the caller's
 * transaction then rolls back every line taken before it. Sales counts go up
 * with the stock.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
): Promise<ProductChange[]> {
  const changes: ProductChange[] = [];
  for (const line of byProduct(lines)) {
    const [taken] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.count}`,
        salesCount: sql`${products.salesCount} + ${line.count}`,
      })
      .where(
        and(
          eq(products.id, line.productId),
          or(isNull(products.stock), gte(products.stock, line.count)),
        ),
      )
      .returning({ categoryId: products.categoryId });
    if (!taken) throw ApiError.badRequest(await shortageMessage(tx, line));
    changes.push({ productId: line.productId, categoryId: taken.categoryId });
  }
  return changes;
}

async function shortageMessage(tx: Executor, line: StockLine): Promise<string> {
  const [row] = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, line.productId))
    .limit(1);
  const left = row?.stock ?? 0;
  return left > 0
    ? fillMessage(messages.stockShort, { name: line.name, count: left })
    : fillMessage(messages.outOfStock, { name: line.name });
}

/**
 * Puts the units of cancelled lines back (tracked stock only) and takes them
 * off the sales count. A product this brings back in stock spends its waiting
 * reminders in the same transaction.
 */
export async function releaseStock(
  tx: Executor,
  lines: readonly StockLine[],
): Promise<ProductChange[]> {
  const changes: ProductChange[] = [];
  for (const line of byProduct(lines)) {
    const [released] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.count}`,
        salesCount: sql`greatest(${products.salesCount} - ${line.count}, 0)`,
      })
      .where(eq(products.id, line.productId))
      .returning({ categoryId: products.categoryId });
    if (released) changes.push({ productId: line.productId, categoryId: released.categoryId });
  }
  await fireRestockReminders(
    tx,
    changes.map((change) => change.productId),
  );
  return changes;
}

/**
 * Moves stock from an order's old lines to its new ones in one pass over the
 * products in id order: only the difference per product is taken or given back,
 * so an edit that keeps a line never needs its units twice.
 */
export async function rebalanceStock(
  tx: Executor,
  before: readonly StockLine[],
  after: readonly StockLine[],
): Promise<ProductChange[]> {
  const delta = new Map<number, StockLine>();
  for (const line of before) {
    delta.set(line.productId, {
      ...line,
      count: (delta.get(line.productId)?.count ?? 0) - line.count,
    });
  }
  for (const line of after) {
    const seen = delta.get(line.productId)?.count ?? 0;
    delta.set(line.productId, { ...line, count: seen + line.count });
  }
  const changes: ProductChange[] = [];
  for (const line of byProduct([...delta.values()])) {
    if (line.count > 0) changes.push(...(await takeStock(tx, [line])));
    if (line.count < 0)
      changes.push(...(await releaseStock(tx, [{ ...line, count: -line.count }])));
  }
  return changes;
}
