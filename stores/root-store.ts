import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { provideApiToken } from '@/lib/api/token-source';
import { markSession } from '@/lib/auth/session-cookie';
import { PERSIST } from '@/lib/constants';
import { type AppPart, initialApp, restoreApp } from './parts/app';
import { type CustomerPart, initialCustomer, restoreCustomer } from './parts/customer';
import { applyThemeClass, type GlobalPart, initialGlobal, restoreGlobal } from './parts/global';
import { initialOrders, type OrdersPart, restoreOrders } from './parts/orders';
import { initialProducts, type ProductsPart, restoreProducts } from './parts/products';
import { initialUser, isCustomer, restoreUser, type UserPart } from './parts/user';

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

/* ───────── the token, for the API client ───────── */

/** For the API client, which runs outside React. */
export function getAuthToken(): string | null {
  return useRootStore.getState().user.token;
}

// Every API call the browser makes carries the token this store keeps.
provideApiToken(getAuthToken);
