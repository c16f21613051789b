import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orderStatusHistory, orders } from '@/server/db/schema';
import type { OrderRow } from '@/server/services/order/order-view';

/**
 * A return's own status move of its order, written as every move is (the row
 * and its history), but without the state machine's hooks: a return gives
 * back only the lines it names, which the hooks, made for whole orders, would not.
 */
export async function moveForReturn(
  tx: Executor,
  order: OrderRow,
  to: OrderStatus,
  byRole: 'customer' | 'staff',
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    byRole,
    createdAt: now,
  });
}
