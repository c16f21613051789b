import type { ReactNode } from 'react';
import { ClientMessages } from './client-messages';
import { QueryProvider } from './query-provider';

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
