import { getAuthToken, useRootStore } from '@/stores/root-store';
import { userActions } from '@/stores/user';

const LOCK_NAME = 'shop-guest-token';

let inFlight: Promise<void> | null = null;

async function fetchAndStore(): Promise<void> {
  // Another tab may have stored a token since this one read the storage.
  await useRootStore.persist.rehydrate();
  if (getAuthToken()) return;
  // The client and its schemas load here, not in every page's first script.
  const { requestGuestToken } = await import('@/lib/api/guest-token');
  const token = await requestGuestToken();
  if (!token) return;
  // Read storage again: a login in another tab while the request was out must
  // not be overwritten with a guest token (the storage event never reaches
  // this tab's store for its own writes, and not at all before it subscribed).
  await useRootStore.persist.rehydrate();
  if (!getAuthToken()) userActions.setGuestToken(token);
}

/**
 * Gets a guest token when the browser holds no token at all, at most one
 * request at a time: React's strict mode runs effects twice, and a logout
 * may race the first-visit check. Across tabs a Web Lock serialises the
 * requests, and the winner's token reaches the others through storage.
 * Failures are quiet: a visitor without a guest token can still browse and log in.
 */
export function ensureGuestToken(): Promise<void> {
  if (getAuthToken()) return Promise.resolve();
  inFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (locks) await locks.request(LOCK_NAME, fetchAndStore);
      else await fetchAndStore();
    } catch {
      // Nothing to tell the visitor; the next visit tries again.
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
