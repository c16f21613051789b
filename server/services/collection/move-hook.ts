import { eq } from 'drizzle-orm';
import { orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { holdWindowPlace } from '@/server/services/order/delivery-window';
import type { OrderMoveHook } from '@/server/services/order/move-hooks';
import { dueColumns, nextPickup, planOf, scheduleOf } from './schedule';

/**
 * A collection request coming back (re-requested) is due at its next pickup
 * from now on: a one-off whose day has passed, or a repeating one with no
 * pickup left in reach, refuses the move with a 400; a delivery takes a place
 * in that day's window again under the window's lock. Cancelling needs
 * nothing: cancelled requests are not counted in any window.
 */
export const rescheduleCollection: OrderMoveHook = async ({ tx, before, after, effect, now }) => {
  if (after.kind !== 'collection' || effect !== 'retake') return;
  const schedule = await scheduleOf(tx, after.id);
  const day = await nextPickup(tx, planOf(before, schedule), now);
  if (day === null) throw ApiError.badRequest(apiMessages.collection.noNextPickup);
  const due = await dueColumns(tx, after, day);
  if (due.zoneTimeId !== null) {
    await holdWindowPlace(tx, { zoneTimeId: due.zoneTimeId, reserveDate: day }, after.id);
  }
  await tx.update(orders).set(due).where(eq(orders.id, after.id));
};
