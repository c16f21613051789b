'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { GuestTokenBootstrap } from '@/components/account/guest-token-bootstrap';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import {
  configureErrorActions,
  configureErrorMessages,
  type ErrorMessages,
} from '@/lib/api/error-catalogue';
import { makeQueryClient } from '@/lib/queries/query-client';
import { startStoreHydration, userActions } from '@/stores/root-store';

/** Client-side context for every page: queries, toasts, the persisted store and the 401/403 actions. */
export function Providers({
  children,
  errorMessages,
}: {
  children: ReactNode;
  errorMessages: ErrorMessages;
}) {
  // Before any child can fail a call: the catalogue's words come from the server's messages.
  configureErrorMessages(errorMessages);
  const [queryClient] = useState(makeQueryClient);
  const router = useRouter();

  useEffect(() => startStoreHydration(), []);

  useEffect(() => {
    configureErrorActions({
      logout: () => {
        userActions.logout();
        // Whatever was loaded for the old token must not be shown to the next one.
        queryClient.removeQueries();
      },
      setGuestToken: userActions.setGuestToken,
      navigate: (path) => router.push(path),
    });
  }, [queryClient, router]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <GuestTokenBootstrap />
      <LazyToaster />
    </QueryClientProvider>
  );
}
