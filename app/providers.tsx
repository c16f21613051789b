'use client';

import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { GuestTokenBootstrap } from '@/components/account/guest-token-bootstrap';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { SkeletonTypeProvider } from '@/components/ui/island-skeleton';
import type { SkeletonType } from '@/components/ui/skeleton';
import {
  configureErrorActions,
  configureErrorMessages,
  type ErrorMessages,
} from '@/lib/api/error-catalogue';
import { forgetCustomerData } from '@/lib/auth/forget-on-logout';
import { startStoreHydration } from '@/stores/root-store';
import { userActions } from '@/stores/user';

/**
 * Client-side context for every page: toasts, the persisted store, the 401/403
 * actions and the shop's placeholder style for islands that are loading.
 */
export function Providers({
  children,
  errorMessages,
  skeletonType,
}: {
  children: ReactNode;
  errorMessages: ErrorMessages;
  skeletonType: SkeletonType;
}) {
  // Before any child can fail a call: the catalogue's words come from the server's messages.
  configureErrorMessages(errorMessages);
  const router = useRouter();

  useEffect(() => startStoreHydration(), []);

  useEffect(() => {
    configureErrorActions({
      logout: () => {
        userActions.logout();
        forgetCustomerData();
      },
      setGuestToken: userActions.setGuestToken,
      navigate: (path) => router.push(path),
    });
  }, [router]);

  return (
    <SkeletonTypeProvider type={skeletonType}>
      {children}
      <GuestTokenBootstrap />
      <LazyToaster />
    </SkeletonTypeProvider>
  );
}
