'use client';

import { useEffect } from 'react';
import { ensureGuestToken } from '@/lib/auth/guest-token-once';
import { useStoreHydrated } from '@/stores/root-store';

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
