import type { Order } from '@/lib/contract/order';
import type { Database } from '@/server/db/database';
import { orderRatings } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { toOrder } from './order-view';
import { ownOrderRow } from './orders';

/**
 * Rates one of the customer's own orders, once (order_ratings is keyed by the
 * order, so a second rating, even a simultaneous one, is refused). Only a
 * completed (delivered) order can be rated: the rating is about what arrived.
 */
export async function rateOrder(
  db: Database,
  customerId: number,
  orderId: number,
  rating: { star: number; comment: string },
): Promise<Order> {
  const row = await ownOrderRow(db, customerId, orderId);
  if (row.status !== 'completed') throw ApiError.badRequest(apiMessages.order.rateNotCompleted);
  const written = await db
    .insert(orderRatings)
    .values({ orderId: row.id, star: rating.star, comment: rating.comment })
    .onConflictDoNothing({ target: orderRatings.orderId })
    .returning({ orderId: orderRatings.orderId });
  if (written.length === 0) throw ApiError.badRequest(apiMessages.order.alreadyRated);
  return toOrder(db, row);
}
