import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/order';
import type { ReturnRequestBody } from '@/lib/contract/order-return';
import { formatJalaliDate } from '@/lib/format/jalali';
import type { Database } from '@/server/db/database';
import { orderReturns } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { toOrder } from '@/server/services/order/order-view';
import { ownOrderRow } from '@/server/services/order/orders';
import { checkedPhotos } from '@/server/services/upload/own-photos';
import { deliveredAt, returnDeadline, withinDeadline } from './return-deadline';
import { checkedLines, orderLines } from './return-lines';
import { moveForReturn } from './return-move';
import { notifyReturn } from './return-notices';

const messages = apiMessages.returns;

/**
 * The customer asks to return some or all of a delivered order's lines
 * (E-commerce Law, art. 37): within seven working days of delivery, once per
 * order, for no more than was bought. The order moves to rt_wait for staff to
 * decide. Under the order's row lock, so two asks at once make one request;
 * any refusal changes nothing.
 */
export async function requestReturn(
  db: Database,
  customerId: number,
  orderId: number,
  body: ReturnRequestBody,
  now: Date = new Date(),
): Promise<Order> {
  const row = await db.transaction(async (tx) => {
    const order = await ownOrderRow(tx, customerId, orderId, { lock: true });
    const [earlier] = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id));
    if (earlier) throw ApiError.badRequest(messages.already);
    const delivered = (await deliveredAt(tx, [order.id])).get(order.id);
    if (order.status !== 'completed' || order.kind !== 'order' || !delivered) {
      throw ApiError.badRequest(messages.notReturnable);
    }
    const deadline = await returnDeadline(tx, delivered);
    if (!withinDeadline(deadline, now)) {
      throw ApiError.badRequest(
        fillMessage(messages.pastDeadline, { deadline: formatJalaliDate(deadline) }),
      );
    }
    const lines = checkedLines(await orderLines(tx, order.id), body.lines);
    const photoIds = await checkedPhotos(tx, customerId, body.photos);
    await tx.insert(orderReturns).values({
      orderId: order.id,
      customerId,
      reason: body.reason,
      lines,
      photoIds,
      createdAt: now,
    });
    await moveForReturn(tx, order, 'rt_wait', 'customer', now);
    await notifyReturn(tx, order, { step: 'requested' });
    return ownOrderRow(tx, customerId, order.id);
  });
  return toOrder(db, row);
}
