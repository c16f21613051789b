import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PERSIST } from '@/lib/constants';
import type { ProductSummary } from '@/lib/contract/catalog';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);

type StoreModules = typeof import('@/stores/root-store') &
  typeof import('@/stores/cart') &
  typeof import('@/stores/orders') &
  typeof import('@/stores/theme') &
  typeof import('@/stores/user');
let store: StoreModules;

beforeAll(async () => {
  store = {
    ...(await import('@/stores/root-store')),
    ...(await import('@/stores/cart')),
    ...(await import('@/stores/orders')),
    ...(await import('@/stores/theme')),
    ...(await import('@/stores/user')),
  };
});

const gaz: ProductSummary = {
  id: 7,
  name: 'گز لقمه',
  slug: 'gaz-loghmeh',
  image: '/images/7.webp',
  price: 300_000,
  final_price: 270_000,
  discount_percent: 10,
  is_exist: true,
  category_id: 2,
  rating: 4.5,
  rating_count: 12,
  extra: {},
};

function persisted(): Record<string, unknown> {
  const raw = storage.getItem(PERSIST.key);
  if (!raw) throw new Error('nothing persisted');
  const parsed: { state: Record<string, unknown> } = JSON.parse(raw);
  return parsed.state;
}

describe('the root store', () => {
  it(`persists exactly ${PERSIST.parts.join(', ')} under ${PERSIST.key}`, () => {
    store.cartActions.add(gaz);
    expect(Object.keys(persisted()).sort()).toEqual([...PERSIST.parts].sort());
  });

  it('runs the cart rules through cartActions', () => {
    store.cartActions.clear();
    store.cartActions.add(gaz);
    store.cartActions.add(gaz, 2);
    expect(store.getCartLines()).toHaveLength(1);
    expect(store.getCartLines()[0]?.count).toBe(3);
    store.cartActions.remove(gaz.id);
    expect(store.getCartLines()[0]?.count).toBe(2);
    store.cartActions.remove(gaz.id);
    store.cartActions.remove(gaz.id);
    expect(store.getCartLines()).toEqual([]);
    store.cartActions.add(gaz);
    store.cartActions.clear();
    expect(store.getCartLines()).toEqual([]);
  });

  it('keeps the theme in global and the token in user', () => {
    store.setThemeType('dark');
    expect(persisted().global).toEqual({ themeType: 'dark' });
    store.userActions.setGuestToken('guest-token-abcdefghijkl');
    expect(store.getAuthToken()).toBe('guest-token-abcdefghijkl');
    store.userActions.logout();
    expect(store.getAuthToken()).toBeNull();
    expect(store.useRootStore.getState().user.loginStep).toBe(1);
  });

  it('rehydrates valid parts and repairs broken ones', async () => {
    storage.setItem(
      PERSIST.key,
      JSON.stringify({
        version: 1,
        state: {
          user: { token: 'customer-token-abcdefgh', auth: 'broken', loginStep: 9 },
          products: {
            lines: [{ product_id: 7, count: 2, product: gaz, toppings: [] }, { junk: true }],
          },
          global: { themeType: 'purple' },
          stranger: { keep: 'out' },
        },
      }),
    );
    await store.useRootStore.persist.rehydrate();
    const state = store.useRootStore.getState();
    expect(state.user).toEqual({
      token: 'customer-token-abcdefgh',
      auth: null,
      loginStep: 1,
      mobile: '',
      loginToId: null,
    });
    expect(state.products.lines).toHaveLength(1);
    expect(state.global.themeType).toBe('light');
    expect(Object.keys(state).sort()).toEqual([...PERSIST.parts].sort());
  });

  it('is stored under the key the theme boot script reads', () => {
    expect(store.useRootStore.persist.getOptions().name).toBe(PERSIST.key);
  });
});

describe('the theme boot script', () => {
  it('adds the dark class only for a persisted dark theme', async () => {
    const { themeBootScript } = await import('@/stores/parts/global');
    const run = (stored: string | null) => {
      const classes = new Set<string>();
      const root = {
        classList: { add: (c: string) => classes.add(c) },
        style: { colorScheme: '' },
      };
      const fakeStorage = { getItem: () => stored };
      new Function('localStorage', 'document', themeBootScript())(fakeStorage, {
        documentElement: root,
      });
      return classes.has('dark');
    };
    expect(run(JSON.stringify({ state: { global: { themeType: 'dark' } }, version: 1 }))).toBe(
      true,
    );
    expect(run(JSON.stringify({ state: { global: { themeType: 'light' } }, version: 1 }))).toBe(
      false,
    );
    expect(run(null)).toBe(false);
    expect(run('{not json')).toBe(false);
  });
});

describe('restoring each part', () => {
  it('keeps a valid app config and drops a doubtful one', () => {
    const config = {
      shop_name: 'فروشگاه اصفهان',
      price_range: { min: 0, max: 5_000_000 },
      palette: { primary: '#0f766e', secondary: '#1e3a8a', accent: '#b45309' },
      skeletonType: 'card',
      support_phone: '031-00000000',
    };
    expect(store.restoreRoot({ app: { config } }).app.config).toEqual(config);
    expect(
      store.restoreRoot({ app: { config: { ...config, skeletonType: 'wave' } } }).app.config,
    ).toBeNull();
    expect(
      store.restoreRoot({ app: { config: { ...config, price_range: { min: '0' } } } }).app.config,
    ).toBeNull();
  });

  it('keeps a customer snapshot with safe defaults', () => {
    const restored = store.restoreRoot({
      customer: { customer: { id: 4, mobile: '09120000000', gender: 'زن' } },
    });
    expect(restored.customer.customer).toEqual({
      id: 4,
      mobile: '09120000000',
      first_name: null,
      last_name: null,
      gender: null,
      customer_type_id: null,
      credit: 0,
    });
    expect(store.restoreRoot({ customer: { customer: { id: 'x' } } }).customer.customer).toBeNull();
  });

  it('keeps known order tabs and statuses only', () => {
    const restored = store.restoreRoot({
      orders: { tab: 'completed', tabStatuses: ['ready', 'lost'] },
    });
    expect(restored.orders).toMatchObject({ tab: 'completed', tabStatuses: ['ready'] });
    expect(store.restoreRoot({ orders: { tab: 'other' } }).orders.tab).toBe('created');
  });

  it('keeps the checkout draft, with cash for an unknown payment method', () => {
    const restored = store.restoreRoot({
      orders: {
        checkout: { paymentMethod: 'card', couponCode: 'TAKHFIF50', description: 'زنگ بزنید' },
      },
    });
    expect(restored.orders.checkout).toEqual({
      paymentMethod: 'card',
      couponCode: 'TAKHFIF50',
      description: 'زنگ بزنید',
    });
    const odd = store.restoreRoot({
      orders: { checkout: { paymentMethod: 'bitcoin', couponCode: 7 } },
    });
    expect(odd.orders.checkout).toEqual({ paymentMethod: 'cash', couponCode: '', description: '' });
  });

  it('resets the description and coupon after an order, keeping the payment method', () => {
    store.checkoutActions.update({ paymentMethod: 'credit', couponCode: 'X1', description: 'متن' });
    store.checkoutActions.resetAfterOrder();
    expect(store.useRootStore.getState().orders.checkout).toEqual({
      paymentMethod: 'credit',
      couponCode: '',
      description: '',
    });
  });

  it('keeps auth only with a known role', () => {
    const auth = { customer_id: 3, user_id: 9, role: 'customer', guest: false, is_new: true };
    expect(store.restoreRoot({ user: { token: 't'.repeat(20), auth } }).user.auth).toEqual(auth);
    expect(store.restoreRoot({ user: { auth: { ...auth, role: 'admin' } } }).user.auth).toBeNull();
  });

  it('keeps the QR login shop only as a whole number', () => {
    expect(store.restoreRoot({ user: { loginToId: 2 } }).user.loginToId).toBe(2);
    expect(store.restoreRoot({ user: { loginToId: '2' } }).user.loginToId).toBeNull();
    expect(store.restoreRoot({ user: { loginToId: 2.5 } }).user.loginToId).toBeNull();
  });

  it('rebuilds cart products field by field and rejects mismatched ids', () => {
    const lines = store.restoreRoot({
      products: {
        lines: [
          {
            product_id: 7,
            count: 1,
            product: { ...gaz, extra: { reservable: 'true', junk: 1 }, secret: 'x' },
          },
          { product_id: 8, count: 1, product: gaz },
        ],
      },
    }).products.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.product).toEqual({ ...gaz, extra: { reservable: 'true' } });
    expect(lines[0]?.toppings).toEqual([]);
  });
});
