import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';
import { provideApiToken } from '@/lib/api/token-source';
import { markSession } from '@/lib/auth/session-cookie';
import {
  addLine,
  addRefusal,
  type BrowserCartLine,
  type CapRefusal,
  countOf,
  deleteLine,
  type FreshProduct,
  type LineLimits,
  refreshLines,
  removeLine,
  restoreLine,
} from '@/lib/cart/browser-cart';
import { PERSIST } from '@/lib/constants';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { type OrderStatus, type OrderTab, TAB_STATUSES } from '@/lib/contract/order-status';
import { type AppPart, initialApp, restoreApp, type StoredAppConfig } from './parts/app';
import { type CheckoutDraft, initialCheckout } from './parts/checkout';
import {
  type CustomerPart,
  type CustomerSnapshot,
  initialCustomer,
  restoreCustomer,
} from './parts/customer';
import {
  applyThemeClass,
  type GlobalPart,
  initialGlobal,
  restoreGlobal,
  type ThemeType,
} from './parts/global';
import { initialOrders, type OrdersPart, restoreOrders } from './parts/orders';
import { initialProducts, type ProductsPart, restoreProducts } from './parts/products';
import {
  chooseReserved,
  clearReservedList,
  clearReservedPrice,
  type ReservationState,
  type ReservedItem,
  reservationSucceeded,
  withExtraPeople,
} from './parts/reservation';
import {
  type AuthInfo,
  initialUser,
  isCustomer,
  type LoginStep,
  restoreUser,
  type UserPart,
} from './parts/user';

export type { BrowserCartLine } from '@/lib/cart/browser-cart';
export type { CheckoutDraft } from './parts/checkout';
export type { ThemeType } from './parts/global';
export type { ReservationState, ReservedItem, ReservedTime } from './parts/reservation';

/** Spec 9: the persisted parts are exactly these six. */
export type RootState = {
  user: UserPart;
  app: AppPart;
  products: ProductsPart;
  customer: CustomerPart;
  orders: OrdersPart;
  global: GlobalPart;
};

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Does not compile when RootState's parts differ from PERSIST.parts, the one list of their names. */
export type PartsArePersistedOnes = Holds<
  SameKeys<keyof RootState, (typeof PERSIST.parts)[number]>
>;

const STORE_VERSION = 1;

function initialRoot(): RootState {
  return {
    user: initialUser,
    app: initialApp,
    products: initialProducts,
    customer: initialCustomer,
    orders: initialOrders,
    global: initialGlobal,
  };
}

function partOf(stored: unknown, key: keyof RootState): unknown {
  return typeof stored === 'object' && stored !== null ? Reflect.get(stored, key) : undefined;
}

/** Storage can hold anything (old versions, other tabs, hand edits): each part is validated on its own. */
export function restoreRoot(stored: unknown): RootState {
  return {
    user: restoreUser(partOf(stored, 'user')),
    app: restoreApp(partOf(stored, 'app')),
    products: restoreProducts(partOf(stored, 'products')),
    customer: restoreCustomer(partOf(stored, 'customer')),
    orders: restoreOrders(partOf(stored, 'orders')),
    global: restoreGlobal(partOf(stored, 'global')),
  };
}

export const useRootStore = create<RootState>()(
  persist(initialRoot, {
    name: PERSIST.key,
    version: STORE_VERSION,
    storage: createJSONStorage(() => localStorage),
    // Server HTML is rendered with the initial state; the browser rehydrates after mount so both agree.
    skipHydration: true,
    partialize: (state): RootState => ({
      user: state.user,
      app: state.app,
      products: state.products,
      customer: state.customer,
      orders: state.orders,
      global: state.global,
    }),
    migrate: (stored) => restoreRoot(stored),
    // With nothing stored, keep whatever was set before hydration instead of resetting it.
    merge: (stored, current) =>
      stored === undefined || stored === null ? current : restoreRoot(stored),
  }),
);

/* ───────── hydration ───────── */

type HydrationState = { hydrated: boolean };
const useHydrationStore = create<HydrationState>(() => ({ hydrated: false }));

/** True once the persisted state is back, or once PERSIST.timeoutMs passed without it. */
export function useStoreHydrated(): boolean {
  return useHydrationStore((s) => s.hydrated);
}

/**
 * Reads the persisted state back once, in the browser. Nothing waits for it:
 * the page renders with the initial state and updates when it arrives, and
 * after PERSIST.timeoutMs screens stop showing placeholders regardless.
 */
export function startStoreHydration(): () => void {
  const markHydrated = () => {
    useHydrationStore.setState({ hydrated: true });
    // The cookie may have expired or been cleared while the stored login lived on.
    markSession(isCustomer(useRootStore.getState().user));
    applyThemeClass(useRootStore.getState().global.themeType);
  };
  const unsubscribe = useRootStore.persist.onFinishHydration(markHydrated);
  const timer = setTimeout(() => useHydrationStore.setState({ hydrated: true }), PERSIST.timeoutMs);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PERSIST.key) void useRootStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  if (useRootStore.persist.hasHydrated()) markHydrated();
  else void useRootStore.persist.rehydrate();
  return () => {
    unsubscribe();
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
  };
}

/* ───────── products: the browser cart ───────── */

function setLines(update: (lines: BrowserCartLine[]) => BrowserCartLine[]): void {
  useRootStore.setState((s) => ({ products: { ...s.products, lines: update(s.products.lines) } }));
}

export function useCartLines(): BrowserCartLine[] {
  return useRootStore((s) => s.products.lines);
}

export function useCartCount(): number {
  return useRootStore((s) => countOf(s.products.lines));
}

export const cartActions = {
  /**
   * Adds units unless the line would pass the product's stock or order limit
   * (the limits given, the product page's, else the line's own); then nothing
   * changes and the refusal says why.
   */
  add(
    product: ProductSummary,
    count?: number,
    toppings?: PricedTopping[],
    limits?: LineLimits,
  ): CapRefusal | null {
    const refused = addRefusal(getCartLines(), product.id, count ?? 1, limits);
    if (refused) {
      // The limits just seen are kept even so: the cart shows the line against them.
      if (limits)
        setLines((lines) => refreshLines(lines, new Map([[product.id, { product, ...limits }]])));
      return refused;
    }
    setLines((lines) => addLine(lines, product, count, toppings, limits));
    return null;
  },
  /** Puts a removed line back as it was, for undo. */
  restore(line: BrowserCartLine, index: number): void {
    setLines((lines) => restoreLine(lines, line, index));
  },
  /** The products as the shop has them now, when the cart is shown. */
  refresh(fresh: ReadonlyMap<number, FreshProduct>): void {
    setLines((lines) => refreshLines(lines, fresh));
  },
  remove(productId: number): void {
    setLines((lines) => removeLine(lines, productId));
  },
  clear(): void {
    setLines(() => []);
  },
  deleteLine(productId: number): void {
    setLines((lines) => deleteLine(lines, productId));
  },
};

/** Lines to send to the server cart after login, read outside React. */
export function getCartLines(): BrowserCartLine[] {
  return useRootStore.getState().products.lines;
}

/* ───────── products: the reservation being chosen (spec 3 and 4) ───────── */

function setReservation(update: (state: ReservationState) => ReservationState): void {
  useRootStore.setState((s) => {
    const { lines, ...reservation } = s.products;
    return { products: { lines, ...update(reservation) } };
  });
}

export function useReservation(): ReservationState {
  return useRootStore(
    useShallow((s) => ({
      reservedList: s.products.reservedList,
      extraPeople: s.products.extraPeople,
      reservStep: s.products.reservStep,
    })),
  );
}

export const reservationActions = {
  choose(item: ReservedItem): void {
    setReservation((state) => chooseReserved(state, item));
  },
  clearPrice(): void {
    setReservation(clearReservedPrice);
  },
  clearList(): void {
    setReservation(clearReservedList);
  },
  setExtraPeople(count: number): void {
    setReservation((state) => withExtraPeople(state, count));
  },
  succeeded(): void {
    setReservation(reservationSucceeded);
  },
};

/* ───────── global: theme ───────── */

export function useThemeType(): ThemeType {
  return useRootStore((s) => s.global.themeType);
}

export function setThemeType(theme: ThemeType): void {
  useRootStore.setState((s) => ({ global: { ...s.global, themeType: theme } }));
  applyThemeClass(theme);
}

/* ───────── user: token and auth ───────── */

export function useAuthToken(): string | null {
  return useRootStore((s) => s.user.token);
}

export function useAuth(): AuthInfo | null {
  return useRootStore((s) => s.user.auth);
}

/** Spec 6: a logged-in, non-guest customer with an id. */
export function useIsCustomer(): boolean {
  return useRootStore((s) => isCustomer(s.user));
}

/** For the API client, which runs outside React. */
export function getAuthToken(): string | null {
  return useRootStore.getState().user.token;
}

// Every API call the browser makes carries the token this store keeps.
provideApiToken(getAuthToken);

export const userActions = {
  /** Verify success, QR login or SSO: keep the token and who it belongs to. */
  setAuth(token: string, auth: AuthInfo): void {
    useRootStore.setState((s) => ({ user: { ...s.user, token, auth, loginStep: 1 } }));
    markSession(isCustomer(useRootStore.getState().user));
  },
  /** Shop QR login: the token (the customer's own, or a new guest one) and the shop it names. */
  setQrLogin(token: string, auth: AuthInfo, loginToId: number): void {
    useRootStore.setState((s) => ({ user: { ...s.user, token, auth, loginToId } }));
    markSession(isCustomer(useRootStore.getState().user));
  },
  setGuestToken(token: string): void {
    useRootStore.setState((s) => ({
      user: {
        ...s.user,
        token,
        auth: { customer_id: null, user_id: null, role: 'guest', guest: true, is_new: false },
      },
    }));
    markSession(false);
  },
  setLoginStep(step: LoginStep, mobile?: string): void {
    useRootStore.setState((s) => ({
      user: { ...s.user, loginStep: step, mobile: mobile ?? s.user.mobile },
    }));
  },
  /** Spec 4: logout resets auth, user info and the login step to 1. */
  logout(): void {
    useRootStore.setState({ user: initialUser, customer: initialCustomer });
    markSession(false);
  },
};

/* ───────── app, customer, orders ───────── */

export function useAppConfig(): StoredAppConfig | null {
  return useRootStore((s) => s.app.config);
}

export function setAppConfig(config: StoredAppConfig): void {
  useRootStore.setState({ app: { config } });
}

export function useCustomer(): CustomerSnapshot | null {
  return useRootStore((s) => s.customer.customer);
}

export function setCustomer(customer: CustomerSnapshot | null): void {
  useRootStore.setState({ customer: { customer } });
}

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

/* ───────── orders: the checkout draft ───────── */

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
