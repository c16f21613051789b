'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from '@/queries/query-client';

/**
 * TanStack Query for the islands below it. Catalogue pages have none in their
 * first script: the customer's islands (lazy) and pages wrap themselves in
 * this, all over the one shared client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
