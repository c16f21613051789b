'use client';

import { useEffect } from 'react';
import { useStoreHydrated } from '@/stores/root-store';
import { ensureGuestToken } from '@/stores/session/guest-token-once';

/**
 * Spec 6: a visitor with no token gets a guest token. Checked once, after the
 * stored state is back (only then is "no token" known), and off the first
 * paint's path; later logouts get theirs from the logout and 401 flows.
 */
export function GuestTokenBootstrap() {
  const hydrated = useStoreHydrated();
  useEffect(() => {
    if (hydrated) void ensureGuestToken();
  }, [hydrated]);
  return null;
}
