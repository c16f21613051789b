import {
  type OrderStatus,
  type PaymentType,
  RELEASED_ORDER_STATUSES,
  type SubmitSource,
} from '@/lib/contract/order-status';

/**
 * The order state machine, the one place that says who may move an order where.
 * Customers and staff both go through it (customer status calls, the staff API
 * and the staff CLI).
 *
 * Customer: created → canceled (cancel) and canceled → created (re-request).
 * Staff:    created → in_progress | cancel; in_progress → ready | cancel;
 *           ready → send | completed | cancel; send → completed | rt_wait;
 *           rt_wait → rt_accept | send; rt_accept → canceled; cancel → canceled.
 */
export type OrderActor = 'customer' | 'staff';

const CUSTOMER_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['canceled'],
  canceled: ['created'],
};

const STAFF_MOVES: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['in_progress', 'cancel'],
  in_progress: ['ready', 'cancel'],
  ready: ['send', 'completed', 'cancel'],
  send: ['completed', 'rt_wait'],
  rt_wait: ['rt_accept', 'send'],
  rt_accept: ['canceled'],
  cancel: ['canceled'],
};

export function nextStatuses(actor: OrderActor, from: OrderStatus): readonly OrderStatus[] {
  return (actor === 'customer' ? CUSTOMER_MOVES : STAFF_MOVES)[from] ?? [];
}

export function canMove(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses(actor, from).includes(to);
}

/**
 * Whether an order in this status holds what it took when it was placed: its
 * units of stock, its coupon use and its place in a delivery window. Cancelled
 * orders (cancel, canceled) hold none of them, as the window counts already say.
 */
export function holdsResources(status: OrderStatus): boolean {
  return !RELEASED_ORDER_STATUSES.includes(status);
}

export type MoveEffect = 'release' | 'retake' | 'none';

/**
 * What a move does besides the status: leaving the holding statuses releases
 * stock, coupon and window (and refunds a paid order); coming back into them
 * takes all of it again; any other move changes nothing else.
 */
export function moveEffect(from: OrderStatus, to: OrderStatus): MoveEffect {
  const held = holdsResources(from);
  const holds = holdsResources(to);
  if (held && !holds) return 'release';
  if (!held && holds) return 'retake';
  return 'none';
}

export type OrderAction = 'cancel' | 're_request' | 'pay' | 'rate' | 'return';

/** Statuses an unpaid order may still be paid in. */
const PAYABLE: readonly OrderStatus[] = ['created', 'in_progress'];

/** What the customer may do with an order now (Order.actions). */
export function customerActions(order: {
  status: OrderStatus;
  paymentType: PaymentType;
  submitBy: SubmitSource;
  isPaid: boolean;
  rated: boolean;
  /** Delivered goods, within the return deadline, not asked yet (server/services/returns). */
  returnable?: boolean;
}): OrderAction[] {
  const actions: OrderAction[] = [];
  if (canMove('customer', order.status, 'canceled')) actions.push('cancel');
  if (canMove('customer', order.status, 'created')) actions.push('re_request');
  const paysOnline = order.paymentType !== 'cash' || order.submitBy === 'panel';
  if (paysOnline && !order.isPaid && PAYABLE.includes(order.status)) actions.push('pay');
  if (order.status === 'completed' && !order.rated) actions.push('rate');
  if (order.returnable) actions.push('return');
  return actions;
}
