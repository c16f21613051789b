import { rescheduleCollection } from '@/server/services/collection/move-hook';
import { reservationSeatsHook } from '@/server/services/reservation/move-hook';
import type { OrderMoveHook } from './move-hooks';

/**
 * Every domain's hook on an order's status moves, run in this order inside
 * the move's transaction (server/services/order/status.ts). A domain adds its
 * hook here; the order service never learns what the hooks do.
 */
export const ORDER_MOVE_HOOKS: readonly OrderMoveHook[] = [
  reservationSeatsHook,
  rescheduleCollection,
];
