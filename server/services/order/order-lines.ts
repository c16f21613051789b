import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { orderItems } from '@/server/db/schema';
import type { StockLine } from './stock';

/** An order's lines as stock moves see them. */
export async function orderStockLines(tx: Executor, orderId: number): Promise<StockLine[]> {
  const rows = await tx
    .select({ productId: orderItems.productId, name: orderItems.name, count: orderItems.count })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows;
}
