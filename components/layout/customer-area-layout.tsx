import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { ClientMessages } from './client-messages';

/**
 * The layout of the customer's own pages (login, cart, checkout, orders,
 * payments, profile): their forms and screens are client islands that read
 * the whole message catalogue and TanStack Query, unlike the catalogue pages.
 */
export function CustomerAreaLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope={{ allButServerOnly: true }}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
