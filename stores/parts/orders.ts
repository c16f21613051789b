import {
  DEFAULT_TAB_STATUSES,
  ORDER_STATUSES,
  ORDER_TABS,
  type OrderStatus,
  type OrderTab,
} from '@/lib/contract/order-status';
import { field, oneOf } from '@/lib/guards';
import { type CheckoutDraft, initialCheckout, restoreCheckout } from './checkout';

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
