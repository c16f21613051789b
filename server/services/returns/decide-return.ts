import { and, eq, inArray } from 'drizzle-orm';
import type { Order } from '@/lib/contract/order';
import type { Database, Executor } from '@/server/db/database';
import { orderReturns, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';
import { pointsFor } from '@/server/services/catalog/score-factor';
import { changeCredit } from '@/server/services/credit/ledger';
import { heldByOrder } from '@/server/services/loyalty/order-points';
import { changePoints, pointsOf } from '@/server/services/loyalty/points';
import { type OrderRow, toOrder } from '@/server/services/order/order-view';
import { orderRow } from '@/server/services/order/orders';
import { releaseStock } from '@/server/services/order/stock';
import { orderLines, type ReturnedLine, refundFor, returnedLines } from './return-lines';
import { moveForReturn } from './return-move';
import { notifyReturn } from './return-notices';

const messages = apiMessages.returns;

type ReturnRow = typeof orderReturns.$inferSelect;

/** The order locked and its return waiting for a decision, or a 400 (a 404 for no order). */
async function waitingReturn(
  tx: Executor,
  orderId: number,
): Promise<{ order: OrderRow; request: ReturnRow }> {
  const order = await orderRow(tx, orderId, { lock: true });
  const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
  if (request?.status !== 'waiting' || order.status !== 'rt_wait') {
    throw ApiError.badRequest(messages.noneWaiting);
  }
  return { order, request };
}

/**
 * The points the returned units earned, taken back: no more than the order
 * still holds, nor than the balance (points spent on gifts are not taken twice).
 */
async function takeBackPoints(
  tx: Executor,
  order: OrderRow,
  returned: readonly ReturnedLine[],
): Promise<number> {
  const ids = returned.map((line) => line.item.productId);
  const factors = await tx
    .select({ id: products.id, scoreFactor: products.scoreFactor })
    .from(products)
    .where(inArray(products.id, ids));
  const earned = returned.reduce((sum, line) => {
    const factor = factors.find((row) => row.id === line.item.productId)?.scoreFactor ?? 0;
    return sum + pointsFor(line.item.unitPrice, factor) * line.count;
  }, 0);
  const taken = Math.min(
    earned,
    await heldByOrder(tx, order.id),
    await pointsOf(tx, order.customerId, true),
  );
  if (taken <= 0) return 0;
  await changePoints(tx, {
    customerId: order.customerId,
    points: -taken,
    reason: 'order_reversal',
    orderId: order.id,
  });
  return taken;
}

/**
 * Staff accept a waiting return: in one transaction, under the order's row
 * lock, the returned lines' price goes back to account credit (kind refund),
 * their units back to stock and the points they earned back off the ledger;
 * the order moves to rt_accept and the customer is told. A second accept (or
 * one racing a refuse) finds the return decided and changes nothing.
 */
export async function acceptReturn(
  db: Database,
  userId: number,
  orderId: number,
  now: Date = new Date(),
): Promise<{ order: Order; refund: number }> {
  const { row, refund, changes } = await db.transaction(async (tx) => {
    const { order, request } = await waitingReturn(tx, orderId);
    const bought = await orderLines(tx, order.id);
    const returned = returnedLines(bought, request.lines);
    const refund = refundFor(order, bought, returned);
    if (refund > 0) {
      const credited = await changeCredit(tx, {
        customerId: order.customerId,
        amount: refund,
        kind: 'refund',
        orderId: order.id,
        description: fillMessage(messages.refundNote, { number: order.id }),
      });
      if (!credited) throw ApiError.notFound();
    }
    const changes = await releaseStock(
      tx,
      returned.map((line) => ({
        productId: line.item.productId,
        name: line.item.name,
        count: line.count,
      })),
    );
    const points = await takeBackPoints(tx, order, returned);
    await tx
      .update(orderReturns)
      .set({ status: 'accepted', refund, points, decidedByUserId: userId, decidedAt: now })
      .where(and(eq(orderReturns.id, request.id), eq(orderReturns.status, 'waiting')));
    await moveForReturn(tx, order, 'rt_accept', 'staff', now);
    await notifyReturn(tx, order, { step: 'accepted', refund });
    return { row: await orderRow(tx, order.id), refund, changes };
  });
  await revalidateProducts(changes);
  return { order: await toOrder(db, row), refund };
}

/**
 * Staff refuse a waiting return with a reason the customer is told: the order
 * is delivered again (completed), nothing is given back, and it cannot be
 * asked again.
 */
export async function refuseReturn(
  db: Database,
  userId: number,
  orderId: number,
  reason: string,
  now: Date = new Date(),
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const { order, request } = await waitingReturn(tx, orderId);
    await tx
      .update(orderReturns)
      .set({ status: 'refused', refusalReason: reason, decidedByUserId: userId, decidedAt: now })
      .where(and(eq(orderReturns.id, request.id), eq(orderReturns.status, 'waiting')));
    await moveForReturn(tx, order, 'completed', 'staff', now);
    await notifyReturn(tx, order, { step: 'refused', reason });
    return orderRow(tx, order.id);
  });
  return toOrder(db, row);
}
