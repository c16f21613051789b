import { markSession } from '@/lib/auth/session-cookie';
import { initialCustomer } from './parts/customer';
import { type AuthInfo, initialUser, isCustomer, type LoginStep } from './parts/user';
import { useRootStore } from './root-store';

/** Who is using the shop: the token and what it says of them. */

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
