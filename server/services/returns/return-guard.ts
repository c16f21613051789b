import { and, eq, inArray } from 'drizzle-orm';
import { orderReturns } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import type { OrderMoveHook } from '@/server/services/order/move-hooks';

/**
 * ORDER_MOVE_HOOKS entry: an order whose return is waiting or accepted moves
 * only through the return's own calls. A plain status move would give back
 * the whole order (a cancel after rt_accept refunds its price again) or
 * leave the request undecided.
 */
export const returnGuardHook: OrderMoveHook = async ({ tx, before }) => {
  if (before.status !== 'rt_wait' && before.status !== 'rt_accept') return;
  const [open] = await tx
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, before.id),
        inArray(orderReturns.status, ['waiting', 'accepted']),
      ),
    );
  if (open) throw ApiError.badRequest(apiMessages.returns.guarded);
};
