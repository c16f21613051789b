import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { isApiFailure } from '@/lib/api/failure';
import { revokeToken } from '@/lib/api/login';
import { unsubscribeThisBrowser } from '@/lib/pwa/push-permission';
import { userActions } from '@/stores/user';
import { ensureGuestToken } from './guest-token-once';

export type LogoutDeps = {
  /** Drops every cached query: nothing loaded for the customer may show to the next visitor. */
  clearQueries: () => void;
  navigate: (path: string) => void;
  /** Spec 8: a failed logout shows the generic system error. */
  onFailure: () => void;
};

/** A 401 means the token was already dead: the logout has nothing left to do there. */
function alreadyLoggedOut(error: unknown): boolean {
  return isApiFailure(error) && error.kind === 'http' && error.status === 401;
}

/**
 * Spec 4 and 8: revoke the token on the server, then forget it here whatever
 * the server said (a customer who asked to leave must not stay logged in on
 * this device), stop this browser's pushes, get a fresh guest token and go to /login.
 */
export async function logoutCustomer(deps: LogoutDeps): Promise<void> {
  try {
    await revokeToken();
  } catch (error) {
    if (!alreadyLoggedOut(error)) deps.onFailure();
  }
  userActions.logout();
  deps.clearQueries();
  unsubscribeThisBrowser().catch((error: unknown) =>
    console.warn('[pwa] this browser still holds a push subscription:', error),
  );
  const guest = ensureGuestToken();
  deps.navigate(LOGIN_PATH);
  await guest;
}
