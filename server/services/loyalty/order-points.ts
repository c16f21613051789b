import { and, eq, inArray, sql } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orderItems, pointHistories, products } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { pointsFor } from '@/server/services/catalog/score-factor';
import { notify } from '@/server/services/notification/notify';
import { orderName } from '@/server/services/notification/order-words';
import type { OrderMove, OrderMoveHook } from '@/server/services/order/move-hooks';
import { changePoints, pointsOf } from './points';
import { rewardReferral } from './referral-reward';

const notes = apiMessages.loyalty.notifications;

/** The reasons an order's own points are written under; their sum is what the order holds. */
const ORDER_REASONS = ['order', 'collection', 'order_reversal'] as const;

/**
 * What an order earns when completed: each line's points per unit (its price
 * and its product's score_factor, as GET /product/{id}/score_factor/ says)
 * times its count.
 */
export async function orderScore(tx: Executor, orderId: number) {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      count: orderItems.count,
      unitPrice: orderItems.unitPrice,
      scoreFactor: products.scoreFactor,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return lines.map((line) => ({
    product_id: line.productId,
    name: line.name,
    count: line.count,
    score_factor: line.scoreFactor,
    points: pointsFor(line.unitPrice, line.scoreFactor) * line.count,
  }));
}

/** The points an order holds now: what it earned less what was taken back. */
export async function heldByOrder(tx: Executor, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${pointHistories.points})` })
    .from(pointHistories)
    .where(
      and(eq(pointHistories.orderId, orderId), inArray(pointHistories.reason, [...ORDER_REASONS])),
    );
  return Number(row?.sum ?? 0);
}

async function earn(move: OrderMove): Promise<void> {
  const { tx, after } = move;
  // The mover holds the order's row lock, so no other move of it reads this sum meanwhile.
  if ((await heldByOrder(tx, after.id)) > 0) return;
  const lines = await orderScore(tx, after.id);
  const points = lines.reduce((sum, line) => sum + line.points, 0);
  if (points > 0) {
    await changePoints(tx, {
      customerId: after.customerId,
      points,
      reason: after.kind === 'collection' ? 'collection' : 'order',
      orderId: after.id,
    });
    await notify(tx, after.customerId, {
      code: 'points',
      variant: 'success',
      title: notes.pointsTitle,
      message: fillMessage(notes.orderPoints, { order: orderName(after), points }),
    });
  }
  await rewardReferral(tx, after.customerId, after.id);
}

/**
 * A cancelled or returned order gives back what it earned. Points already
 * spent on gifts cannot be taken twice: at most the balance is taken, so the
 * balance never goes below zero and the ledger still sums to it.
 */
async function takeBack(move: OrderMove): Promise<void> {
  const { tx, after } = move;
  const held = await heldByOrder(tx, after.id);
  if (held <= 0) return;
  const taken = Math.min(held, await pointsOf(tx, after.customerId, true));
  if (taken <= 0) return;
  await changePoints(tx, {
    customerId: after.customerId,
    points: -taken,
    reason: 'order_reversal',
    orderId: after.id,
  });
  await notify(tx, after.customerId, {
    code: 'points',
    variant: 'warning',
    title: notes.pointsTitle,
    message: fillMessage(notes.orderPointsBack, { order: orderName(after), points: taken }),
  });
}

/** ORDER_MOVE_HOOKS entry: completed earns the order's points, cancelled or returned takes them back. */
export const orderPointsHook: OrderMoveHook = async (move) => {
  if (move.to === 'completed') await earn(move);
  else if (RELEASED_ORDER_STATUSES.includes(move.to) || move.to === 'rt_accept') {
    await takeBack(move);
  }
};
