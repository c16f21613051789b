import type { Executor } from '@/server/db/database';
import { orderItems } from '@/server/db/schema';
import type { PricedLine } from './pricing';

/** An order's lines as priced, each with the name and unit price it was sold at. */
export async function insertOrderItems(
  tx: Executor,
  orderId: number,
  lines: PricedLine[],
): Promise<void> {
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId,
      productId: line.product.id,
      name: line.product.name,
      unitPrice: line.product.finalPrice,
      count: line.count,
      toppings: line.toppings,
      reservations: line.reservations,
      total: line.total,
    })),
  );
}
