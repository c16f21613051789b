import { type OrderStatus, type OrderTab, TAB_STATUSES } from '@/lib/contract/order-status';
import { type CheckoutDraft, initialCheckout } from './parts/checkout';
import { useRootStore } from './root-store';

/** The orders list's tab, and the checkout draft kept between visits. */
export function useOrderTab(): OrderTab {
  return useRootStore((s) => s.orders.tab);
}

export function useOrderTabStatuses(): OrderStatus[] {
  return useRootStore((s) => s.orders.tabStatuses);
}

/** Choosing a tab also chooses the statuses the list asks for, so the two never disagree. */
export function setOrderTab(tab: OrderTab): void {
  useRootStore.setState((s) => ({
    orders: { ...s.orders, tab, tabStatuses: [...TAB_STATUSES[tab]] },
  }));
}

export function useCheckoutDraft(): CheckoutDraft {
  return useRootStore((s) => s.orders.checkout);
}

export const checkoutActions = {
  update(change: Partial<CheckoutDraft>): void {
    useRootStore.setState((s) => ({
      orders: { ...s.orders, checkout: { ...s.orders.checkout, ...change } },
    }));
  },
  /** Spec 4, order success: the description is reset; the used coupon goes with it. */
  resetAfterOrder(): void {
    useRootStore.setState((s) => ({
      orders: {
        ...s.orders,
        checkout: {
          ...s.orders.checkout,
          description: initialCheckout.description,
          couponCode: initialCheckout.couponCode,
        },
      },
    }));
  },
};
