import { eq } from 'drizzle-orm';
import { reservations } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { loadLineProducts } from '@/server/services/cart/line-product';
import type { OrderMoveHook } from '@/server/services/order/move-hooks';
import { offerFreedSeats } from './offers';
import { checkSlotDay, claimSeats, inLockOrder } from './seats';

const slotOfRow = (row: typeof reservations.$inferSelect) => ({
  productId: row.productId,
  name: '',
  reserve_date: row.reserveDate,
  start_time: row.startTime,
  end_time: row.endTime,
});

/**
 * Seats follow the order's status: seats of an order in a cancelled status are
 * not counted (the window counts leave those orders out), so a cancel gives
 * them back by the status change alone. A re-request takes them again: each
 * slot must still be ahead and not a holiday, and its window is locked and
 * counted without this order; a slot now full refuses the move, changing nothing.
 * Seats a cancel gives back are offered to the first in each slot's line.
 */
export const reservationSeatsHook: OrderMoveHook = async ({ tx, after, effect, now }) => {
  if (effect === 'none') return;
  const rows = await tx.select().from(reservations).where(eq(reservations.orderId, after.id));
  if (rows.length === 0) return;
  if (effect === 'release') {
    for (const slot of inLockOrder(rows.map(slotOfRow))) await offerFreedSeats(tx, slot, now);
    return;
  }
  const products = await loadLineProducts(
    tx,
    rows.map((row) => row.productId),
  );
  const slots = rows.map((row) => ({
    productId: row.productId,
    name: products.get(row.productId)?.name ?? '',
    reserve_date: row.reserveDate,
    start_time: row.startTime,
    end_time: row.endTime,
    count: row.count,
  }));
  for (const slot of slots) await checkSlotDay(tx, slot, now);
  for (const slot of inLockOrder(slots)) {
    try {
      await claimSeats(
        tx,
        slot,
        slot.count,
        { customerId: after.customerId, excludeOrderId: after.id },
        now,
      );
    } catch (error) {
      if (error instanceof ApiError) {
        throw ApiError.badRequest(apiMessages.reservation.reRequestFull);
      }
      throw error;
    }
  }
};
