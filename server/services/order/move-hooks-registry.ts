import { rescheduleCollection } from '@/server/services/collection/move-hook';
import { orderPointsHook } from '@/server/services/loyalty/order-points';
import { notifyOrderMove } from '@/server/services/notification/shop-notices';
import { reservationSeatsHook } from '@/server/services/reservation/move-hook';
import { returnGuardHook } from '@/server/services/returns/return-guard';
import type { OrderMoveHook } from './move-hooks';

/**
 * Every domain's hook on an order's status moves, run in this order inside
 * the move's transaction (server/services/order/status.ts). A domain adds its
 * hook here; the order service never learns what the hooks do.
 */
export const ORDER_MOVE_HOOKS: readonly OrderMoveHook[] = [
  // First: a move it refuses should cost the others nothing.
  returnGuardHook,
  reservationSeatsHook,
  rescheduleCollection,
  orderPointsHook,
  // Last: the customer hears of a move only once every other effect of it has held.
  notifyOrderMove,
];
