import { and, asc, eq } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { ReservationItem } from '@/lib/contract/reservation';
import type { ReservationMoveBody } from '@/lib/contract/seat-waitlist';
import type { Database, Executor } from '@/server/db/database';
import { orders, reservationReminders, reservations } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { loadLineProducts } from '@/server/services/cart/line-product';
import { notify } from '@/server/services/notification/notify';
import { orderName } from '@/server/services/notification/order-words';
import { orderPath } from '@/server/services/notification/shop-notices';
import { ownOrderRow } from '@/server/services/order/orders';
import { offerFreedSeats } from './offers';
import { slotWords } from './seat-notices';
import { checkSlotDay, claimSeats, inLockOrder, lockWindow, type Slot } from './seats';
import { ownReservation } from './view';

const messages = apiMessages.reservation;

const isSameSlot = (a: Slot, b: Slot) =>
  a.reserve_date === b.reserve_date && a.start_time === b.start_time && a.end_time === b.end_time;

/** The order's day and window on its card follow its earliest slot. */
async function followFirstSlot(tx: Executor, orderId: number): Promise<void> {
  const [first] = await tx
    .select()
    .from(reservations)
    .where(eq(reservations.orderId, orderId))
    .orderBy(asc(reservations.reserveDate), asc(reservations.startTime), asc(reservations.id))
    .limit(1);
  if (!first) return;
  await tx
    .update(orders)
    .set({ reserveDate: first.reserveDate, startTime: first.startTime, endTime: first.endTime })
    .where(eq(orders.id, orderId));
}

/**
 * Moves one booked slot of the caller's reservation to another window of the
 * same product, whole or not at all: in one transaction the order is locked,
 * both windows are locked in the one lock order, the new slot's seats are
 * counted and taken before the old ones are let go (a full window refuses the
 * move and nothing changes), the freed seats are offered to the old slot's
 * line, the slot's reminders start over, and the customer is told.
 */
export async function moveReservation(
  db: Database,
  customerId: number,
  orderId: number,
  input: ReservationMoveBody,
  now: Date = new Date(),
): Promise<ReservationItem> {
  const product = (await loadLineProducts(db, [input.product_id])).get(input.product_id);
  if (!product) throw ApiError.notFound();
  const from: Slot = { ...input.from, productId: product.id, name: product.name };
  const to: Slot = { ...input.to, productId: product.id, name: product.name };
  if (isSameSlot(from, to)) throw ApiError.badRequest(messages.moveSameSlot);
  await checkSlotDay(db, from, now);
  await checkSlotDay(db, to, now);
  await db.transaction(async (tx) => {
    const order = await ownOrderRow(tx, customerId, orderId, { lock: true });
    if (order.kind !== 'reservation') throw ApiError.notFound();
    if (CLOSED_ORDER_STATUSES.includes(order.status)) {
      throw ApiError.badRequest(messages.moveNotLive);
    }
    const [booked] = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.orderId, order.id),
          eq(reservations.productId, product.id),
          eq(reservations.reserveDate, from.reserve_date),
          eq(reservations.startTime, from.start_time),
          eq(reservations.endTime, from.end_time),
        ),
      )
      .limit(1);
    if (!booked) throw ApiError.badRequest(messages.moveSlotNotBooked);
    for (const slot of inLockOrder([from, to])) await lockWindow(tx, slot);
    await claimSeats(tx, to, booked.count, { customerId }, now);
    await tx
      .update(reservations)
      .set({ reserveDate: to.reserve_date, startTime: to.start_time, endTime: to.end_time })
      .where(eq(reservations.id, booked.id));
    await tx.delete(reservationReminders).where(eq(reservationReminders.reservationId, booked.id));
    await followFirstSlot(tx, order.id);
    await offerFreedSeats(tx, from, now);
    const words = { ...slotWords(to), order: orderName(order) };
    await notify(tx, customerId, {
      code: 'reservation_reminder',
      variant: 'info',
      title: fillMessage(apiMessages.notification.reservationMovedTitle, words),
      message: fillMessage(apiMessages.notification.reservationMoved, words),
      link: orderPath(order),
    });
  });
  return ownReservation(db, customerId, orderId);
}
