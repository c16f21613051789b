/**
 * Every list about an order's state and payment, in one home: the server's
 * state machine, the database columns, the order tabs in the store and the
 * screens all read them from here.
 */

/** Spec 4's order statuses. */
export const ORDER_STATUSES = [
  'created',
  'in_progress',
  'ready',
  'send',
  'rt_wait',
  'rt_accept',
  'cancel',
  'canceled',
  'completed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The customer has the goods: delivered, or delivered and since asked back. */
export const RECEIVED_ORDER_STATUSES: readonly OrderStatus[] = [
  'completed',
  'rt_wait',
  'rt_accept',
];

/** Spec 4: the filter groups are keyed created (active), canceled and completed. */
export const ORDER_TABS = ['created', 'canceled', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Spec 4: the default tab list, the active group. */
export const DEFAULT_TAB_STATUSES: readonly OrderStatus[] = [
  'created',
  'in_progress',
  'ready',
  'send',
  'rt_wait',
  'rt_accept',
];

/** Spec 4's filter groups: the statuses each tab lists. */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  created: DEFAULT_TAB_STATUSES,
  canceled: ['cancel', 'canceled'],
  completed: ['completed'],
};

/** The tab a status is listed under; spec 4 falls back to the first tab. */
export function tabOfStatus(status: string): OrderTab {
  return ORDER_TABS.find((tab) => TAB_STATUSES[tab].some((s) => s === status)) ?? ORDER_TABS[0];
}

/** Statuses whose order no longer holds stock, coupon uses, window places or seats. */
export const RELEASED_ORDER_STATUSES: readonly OrderStatus[] = TAB_STATUSES.canceled;

/** Statuses after which money that still arrives for an order goes to account credit. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = [
  ...RELEASED_ORDER_STATUSES,
  'completed',
];

/** Statuses in which an unpaid order may still be paid (the order's 'pay' action). */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['created', 'in_progress'];

/** Spec 3 and 9: how an order is paid; cash is the default. */
export const PAYMENT_TYPES = ['cash', 'card', 'credit'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Where an order came from: the storefront, or staff in the panel (spec 3's submit_by). */
export const SUBMIT_SOURCES = ['site', 'panel'] as const;
export type SubmitSource = (typeof SUBMIT_SOURCES)[number];

export const ORDER_KINDS = ['order', 'reservation', 'collection'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
