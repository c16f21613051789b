import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { Database, Executor } from '@/server/db/database';
import { orderStatusHistory, orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import {
  type ProductChange,
  revalidateProducts,
} from '@/server/services/catalog/revalidate-products';
import { customerUses, lockCouponById } from '@/server/services/coupon/coupons';
import { couponRefusal, refusalMessage } from '@/server/services/coupon/evaluate';
import { recordCouponUse, releaseCouponUse } from '@/server/services/coupon/use';
import { changeCredit } from '@/server/services/credit/ledger';
import { handOverPassed, holdWindowPlace } from './delivery-window';
import type { StatusActor } from './move-hooks';
import { ORDER_MOVE_HOOKS } from './move-hooks-registry';
import { orderStockLines } from './order-lines';
import { type OrderRow, statusTitle, toOrder } from './order-view';
import { orderRow, ownOrderRow } from './orders';
import { canMove, moveEffect, type OrderActor } from './state-machine';
import { releaseStock, takeStock } from './stock';

/** A paid order's price given back as account credit when it was cancelled, and the credit after it. */
export type Refund = { amount: number; balance: number };

/** The order after a move, and the refund the move made, if any. */
export type StatusMove = { order: Order; refund: Refund | null };

const messages = apiMessages.order;

function refusal(actor: OrderActor, from: OrderStatus, to: OrderStatus): ApiError {
  const template = actor === 'customer' ? messages.customerTransition : messages.staffTransition;
  return ApiError.badRequest(
    fillMessage(template, { from: statusTitle(from), to: statusTitle(to) }),
  );
}

/**
 * Gives back what a cancelled order held, in the caller's transaction: its
 * units of stock, its coupon use, and when it was paid, its price as account
 * credit (kind 'refund'); the order is then unpaid, so a re-request is paid again.
 */
async function release(
  tx: Executor,
  row: OrderRow,
): Promise<{ changes: ProductChange[]; refund: Refund | null }> {
  const changes = await releaseStock(tx, await orderStockLines(tx, row.id));
  await releaseCouponUse(tx, row.id);
  if (!row.isPaid || row.price <= 0) return { changes, refund: null };
  const credited = await changeCredit(tx, {
    customerId: row.customerId,
    amount: row.price,
    kind: 'refund',
    orderId: row.id,
    description: fillMessage(messages.refundNote, { number: row.id }),
  });
  if (!credited) throw ApiError.notFound();
  return { changes, refund: { amount: row.price, balance: credited.balance } };
}

/**
 * Takes again what a re-requested order needs, or refuses with a 400 and
 * changes nothing: its hand-over time must still be ahead, its window must have
 * room, its stock must be there and its coupon must still be usable by the customer.
 */
async function retake(tx: Executor, row: OrderRow, now: Date): Promise<ProductChange[]> {
  if (handOverPassed(row, now)) throw ApiError.badRequest(messages.windowPassed);
  if (row.zoneTimeId !== null && row.reserveDate !== null) {
    await holdWindowPlace(tx, { zoneTimeId: row.zoneTimeId, reserveDate: row.reserveDate });
  }
  const changes = await takeStock(tx, await orderStockLines(tx, row.id));
  if (row.couponId !== null) {
    const coupon = await lockCouponById(tx, row.couponId);
    if (!coupon) throw ApiError.badRequest(refusalMessage({ reason: 'notFound' }));
    const refused = couponRefusal(coupon, {
      customerId: row.customerId,
      now,
      customerUses: await customerUses(tx, coupon.id, row.customerId),
      purpose: 'order',
      itemsPrice: row.itemsPrice,
    });
    if (refused) throw ApiError.badRequest(refusalMessage(refused));
    await recordCouponUse(tx, { couponId: coupon.id, customerId: row.customerId, orderId: row.id });
  }
  return changes;
}

/**
 * Moves an order to `to` if the state machine lets this actor make that move,
 * with the move's effects in the same transaction (the order row locked first):
 * cancelling releases stock, coupon and window and refunds a paid order;
 * re-requesting takes them again or fails changing nothing; then every
 * domain's hook (move-hooks-registry.ts) runs in the same transaction.
 */
export async function changeOrderStatus(
  db: Database,
  actor: StatusActor,
  orderId: number,
  to: OrderStatus,
  now: Date = new Date(),
): Promise<Order> {
  return (await moveOrderStatus(db, actor, orderId, to, now)).order;
}

/** changeOrderStatus, also saying what the move refunded, for the answer that tells the customer. */
export async function moveOrderStatus(
  db: Database,
  actor: StatusActor,
  orderId: number,
  to: OrderStatus,
  now: Date = new Date(),
): Promise<StatusMove> {
  const { row, changes, refund } = await db.transaction(async (tx) => {
    const current =
      actor.role === 'customer'
        ? await ownOrderRow(tx, actor.customerId, orderId, { lock: true })
        : await orderRow(tx, orderId, { lock: true });
    if (!canMove(actor.role, current.status, to)) throw refusal(actor.role, current.status, to);
    const effect = moveEffect(current.status, to);
    let stock: ProductChange[] = [];
    let isPaid = current.isPaid;
    let refund: Refund | null = null;
    // A collection request holds no stock, coupon or payment (it is paid at each
    // pickup); its own hook moves it to its next pickup when it comes back.
    const holdsGoods = current.kind !== 'collection';
    if (effect === 'release' && holdsGoods) {
      const released = await release(tx, current);
      stock = released.changes;
      refund = released.refund;
      if (refund) isPaid = false;
    }
    if (effect === 'retake' && holdsGoods) stock = await retake(tx, current, now);
    const [updated] = await tx
      .update(orders)
      .set({ status: to, isPaid, updatedAt: now })
      .where(eq(orders.id, current.id))
      .returning();
    if (!updated) throw ApiError.notFound();
    for (const hook of ORDER_MOVE_HOOKS) {
      await hook({
        tx,
        before: current,
        after: updated,
        from: current.status,
        to,
        effect,
        actor,
        now,
      });
    }
    await tx.insert(orderStatusHistory).values({
      orderId: current.id,
      fromStatus: current.status,
      toStatus: to,
      byRole: actor.role,
      createdAt: now,
    });
    // Hooks may have written to the order (a rescheduled pickup): answer what it is now.
    return { row: await orderRow(tx, current.id), changes: stock, refund };
  });
  await revalidateProducts(changes);
  return { order: await toOrder(db, row), refund };
}
