import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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
vi.stubGlobal('localStorage', new MemoryStorage());

const toastError = vi.fn();
vi.mock('@/lib/ui/toast', () => ({ notify: { error: toastError, success: vi.fn() } }));

const requestGuestToken = vi.fn<() => Promise<string | null>>();
vi.mock('@/lib/api/guest-token', () => ({ requestGuestToken }));

const revokeToken = vi.fn<() => Promise<void>>();
vi.mock('@/lib/api/login', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api/login')>();
  return { ...actual, revokeToken };
});

const { ApiFailure } = await import('@/lib/api/failure');
const { configureErrorActions, configureErrorMessages, handleApiError, reauthenticate } =
  await import('@/lib/api/error-catalogue');
const { sendFailureMessage, verifyFailureMessage } = await import('@/lib/api/login');
const { ensureGuestToken } = await import('@/stores/session/guest-token-once');
const { logoutCustomer } = await import('@/stores/session/logout');
const { safeNextPath } = await import('@/lib/auth/next-path');
const { formatCountdown, secondsUntil } = await import('@/lib/format/countdown');
const { reportFailure } = await import('@/components/account/login/report-failure');
const store = { ...(await import('@/stores/root-store')), ...(await import('@/stores/user')) };
const fa = (await import('@/messages/fa.json')).default;
// As app/providers.tsx does before any call can fail.
configureErrorMessages(fa.errors);

const GUEST = 'guest-token-aaaaaaaaaaaa';
const CUSTOMER = 'customer-token-bbbbbbbbbb';

function http(status: number, msg: string | null = null) {
  return new ApiFailure({ kind: 'http', status, msg });
}

function loginAsCustomer() {
  store.userActions.setAuth(CUSTOMER, {
    customer_id: 3,
    user_id: 3,
    role: 'customer',
    guest: false,
    is_new: false,
  });
}

beforeAll(async () => {
  await store.useRootStore.persist.rehydrate();
});

beforeEach(() => {
  store.userActions.logout();
  requestGuestToken.mockReset();
  revokeToken.mockReset();
  toastError.mockClear();
});

describe('safeNextPath: where verify success goes', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/order/12?tab=items#top')).toBe('/order/12?tab=items#top');
    expect(safeNextPath('/cart/checkout')).toBe('/cart/checkout');
  });

  it('goes home without a usable next', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
    expect(safeNextPath('profile')).toBe('/');
  });

  it('refuses every way out to another site', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/profile',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('never sends the customer back to the login screen', () => {
    expect(safeNextPath('/login')).toBe('/');
    expect(safeNextPath('/login?next=/profile')).toBe('/');
  });
});

describe('the resend countdown', () => {
  it('shows mm:ss in Persian digits', () => {
    expect(formatCountdown(120)).toBe('۰۲:۰۰');
    expect(formatCountdown(119)).toBe('۰۱:۵۹');
    expect(formatCountdown(5)).toBe('۰۰:۰۵');
    expect(formatCountdown(0)).toBe('۰۰:۰۰');
    expect(formatCountdown(-3)).toBe('۰۰:۰۰');
  });

  it('counts whole seconds up, reaching 0 only at the deadline', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('login failure messages (spec 8)', () => {
  it("verify shows the server's words for 400, 404, 429 and 500", () => {
    for (const status of [400, 404, 429, 500]) {
      expect(verifyFailureMessage(http(status, 'پیام سرور'))).toBe('پیام سرور');
    }
  });

  it('verify leaves other failures, and wordless ones, to the shared catalogue', () => {
    expect(verifyFailureMessage(http(401, 'پیام سرور'))).toBeNull();
    expect(verifyFailureMessage(http(503, 'پیام سرور'))).toBeNull();
    expect(verifyFailureMessage(http(400))).toBeNull();
    expect(verifyFailureMessage(new ApiFailure({ kind: 'network' }))).toBeNull();
  });

  it("sending a code shows the server's words for a bad number, a limit or a failed SMS", () => {
    for (const status of [400, 429, 503]) {
      expect(sendFailureMessage(http(status, 'پیام سرور'))).toBe('پیام سرور');
    }
    expect(sendFailureMessage(http(500, 'پیام سرور'))).toBeNull();
  });

  it("reportFailure falls back to the catalogue's text and runs its action", () => {
    const navigate = vi.fn();
    configureErrorActions({ navigate });
    expect(reportFailure(http(429, '۲ دقیقه صبر کنید'), '۲ دقیقه صبر کنید')).toBe(
      '۲ دقیقه صبر کنید',
    );
    expect(reportFailure(new ApiFailure({ kind: 'network' }), null)).toBe(fa.errors.network);
    expect(navigate).not.toHaveBeenCalled();
    expect(reportFailure(http(403), null)).toBe(fa.errors.forbidden);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('ensureGuestToken', () => {
  it('asks once for a visitor without a token, however often it is called', async () => {
    requestGuestToken.mockResolvedValue(GUEST);
    await Promise.all([ensureGuestToken(), ensureGuestToken()]);
    await ensureGuestToken();
    expect(requestGuestToken).toHaveBeenCalledTimes(1);
    expect(store.getAuthToken()).toBe(GUEST);
    expect(store.useRootStore.getState().user.auth?.role).toBe('guest');
  });

  it('leaves a stored token alone', async () => {
    loginAsCustomer();
    await ensureGuestToken();
    expect(requestGuestToken).not.toHaveBeenCalled();
    expect(store.getAuthToken()).toBe(CUSTOMER);
  });

  it('keeps a login another tab stored while the guest request was out', async () => {
    requestGuestToken.mockImplementation(async () => {
      const stored = JSON.parse(
        localStorage.getItem('root_persistent_v4') ?? '{"state":{},"version":1}',
      );
      stored.state.user = {
        token: CUSTOMER,
        auth: { customer_id: 3, user_id: 3, role: 'customer', guest: false, is_new: false },
        loginStep: 1,
        mobile: '09120000003',
      };
      localStorage.setItem('root_persistent_v4', JSON.stringify(stored));
      return GUEST;
    });
    await ensureGuestToken();
    expect(store.getAuthToken()).toBe(CUSTOMER);
    expect(JSON.parse(localStorage.getItem('root_persistent_v4') ?? '{}').state.user.token).toBe(
      CUSTOMER,
    );
  });

  it('fails quietly and tries again next time', async () => {
    requestGuestToken.mockRejectedValueOnce(new ApiFailure({ kind: 'network' }));
    await ensureGuestToken();
    expect(store.getAuthToken()).toBeNull();
    requestGuestToken.mockResolvedValue(GUEST);
    await ensureGuestToken();
    expect(store.getAuthToken()).toBe(GUEST);
  });
});

describe('logoutCustomer', () => {
  function deps() {
    return { clearQueries: vi.fn(), navigate: vi.fn(), onFailure: vi.fn() };
  }

  it('revokes the token, forgets the customer, takes a guest token and goes to /login', async () => {
    loginAsCustomer();
    store.userActions.setLoginStep(2, '09120000001');
    revokeToken.mockResolvedValue(undefined);
    requestGuestToken.mockResolvedValue(GUEST);
    const d = deps();
    await logoutCustomer(d);
    expect(revokeToken).toHaveBeenCalledTimes(1);
    expect(d.clearQueries).toHaveBeenCalledTimes(1);
    expect(d.navigate).toHaveBeenCalledWith('/login');
    expect(d.onFailure).not.toHaveBeenCalled();
    const { user } = store.useRootStore.getState();
    expect(user.token).toBe(GUEST);
    expect(user.auth?.role).toBe('guest');
    expect(user.loginStep).toBe(1);
    expect(user.mobile).toBe('');
  });

  it('a failed logout shows the system error and still logs out here', async () => {
    loginAsCustomer();
    revokeToken.mockRejectedValue(http(500));
    requestGuestToken.mockResolvedValue(GUEST);
    const d = deps();
    await logoutCustomer(d);
    expect(d.onFailure).toHaveBeenCalledTimes(1);
    expect(store.getAuthToken()).toBe(GUEST);
    expect(d.navigate).toHaveBeenCalledWith('/login');
  });

  it('a token the server already forgot (401) is a logout with nothing to report', async () => {
    loginAsCustomer();
    revokeToken.mockRejectedValue(http(401));
    requestGuestToken.mockResolvedValue(GUEST);
    const d = deps();
    await logoutCustomer(d);
    expect(d.onFailure).not.toHaveBeenCalled();
    expect(store.getAuthToken()).toBe(GUEST);
  });
});

describe('401 and 403 wired to the real store (as app/providers.tsx does)', () => {
  it('a 401 logs the customer out, stores a guest token and goes to /login', async () => {
    const navigate = vi.fn();
    configureErrorActions({
      logout: store.userActions.logout,
      setGuestToken: store.userActions.setGuestToken,
      navigate,
    });
    loginAsCustomer();
    requestGuestToken.mockResolvedValue(GUEST);
    expect(handleApiError(http(401)).action).toBe('reauthenticate');
    await reauthenticate();
    expect(store.getAuthToken()).toBe(GUEST);
    expect(store.useRootStore.getState().user.auth?.guest).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toastError).toHaveBeenCalledWith(fa.errors.unauthorized, expect.anything());
  });

  it('a 403 goes to /login and keeps the login', () => {
    const navigate = vi.fn();
    configureErrorActions({ navigate });
    loginAsCustomer();
    handleApiError(http(403));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(store.getAuthToken()).toBe(CUSTOMER);
  });
});
