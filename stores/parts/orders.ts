import { field, oneOf } from '@/lib/guards';
import { type CheckoutDraft, initialCheckout, restoreCheckout } from './checkout';

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

/** Spec 4: the filter groups are keyed created (active), canceled and completed. */
export const ORDER_TABS = ['created', 'canceled', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Spec 4: the default tab list. */
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
  return ORDER_TABS.find((tab) => oneOf(TAB_STATUSES[tab], status)) ?? ORDER_TABS[0];
}

export type OrdersPart = { tab: OrderTab; tabStatuses: OrderStatus[]; checkout: CheckoutDraft };

export const initialOrders: OrdersPart = {
  tab: 'created',
  tabStatuses: [...DEFAULT_TAB_STATUSES],
  checkout: initialCheckout,
};

export function restoreOrders(stored: unknown): OrdersPart {
  const tab = field(stored, 'tab');
  const statuses = field(stored, 'tabStatuses');
  return {
    tab: oneOf(ORDER_TABS, tab) ? tab : 'created',
    tabStatuses: Array.isArray(statuses)
      ? statuses.filter((s): s is OrderStatus => oneOf(ORDER_STATUSES, s))
      : [...DEFAULT_TAB_STATUSES],
    checkout: restoreCheckout(field(stored, 'checkout')),
  };
}
