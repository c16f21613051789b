import type { OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import type { OrderRow } from './order-view';
import type { MoveEffect } from './state-machine';

/** Who moved the order: the customer (their own orders only) or a staff user. */
export type StatusActor =
  | { role: 'customer'; customerId: number }
  | { role: 'staff'; userId: number };

/** One accepted status move, seen from inside its transaction. */
export type OrderMove = {
  tx: Executor;
  /** The order as it was, locked, and as it is now. */
  before: OrderRow;
  after: OrderRow;
  from: OrderStatus;
  to: OrderStatus;
  effect: MoveEffect;
  actor: StatusActor;
  now: Date;
};

/**
 * Something another domain does when an order moves, in the move's own
 * transaction: give back what the order held (seats), tell the customer, earn
 * or take back points. A hook that throws refuses the move and nothing of it
 * is written.
 */
export type OrderMoveHook = (move: OrderMove) => Promise<void>;
