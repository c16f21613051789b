import { and, countDistinct, desc, eq, inArray, notInArray, sum } from 'drizzle-orm';
import type { PrimaryProduct } from '@/lib/contract/order';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orderItems, orders, products } from '@/server/db/schema';
import { isListed } from '@/server/services/catalog/product-query';
import { productSummaryColumns, toProductSummary } from '@/server/services/catalog/product-summary';

/**
 * POST orders/primary_product: the customer's most ordered products (units in
 * orders that were not cancelled), still listed, most units first, then the
 * most orders, then the newest product: what a "buy again" row shows.
 */
export async function primaryProducts(
  db: Executor,
  customerId: number,
  limit: number,
): Promise<PrimaryProduct[]> {
  const units = sum(orderItems.count).mapWith(Number);
  const inOrders = countDistinct(orderItems.orderId);
  const ranked = await db
    .select({ productId: orderItems.productId, units, inOrders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.customerId, customerId),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
        isListed,
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(units), desc(inOrders), desc(orderItems.productId))
    .limit(limit);
  if (ranked.length === 0) return [];
  const rows = await db
    .select(productSummaryColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        ranked.map((row) => row.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap((rank) => {
    const row = byId.get(rank.productId);
    if (!row) return [];
    return [{ ...toProductSummary(row), ordered_count: rank.units, order_count: rank.inOrders }];
  });
}
