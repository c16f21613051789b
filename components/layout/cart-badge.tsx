'use client';

import dynamic from 'next/dynamic';
import { useCartCount, useIsCustomer } from '@/stores/root-store';
import { CountBadge } from './count-badge';

// The server cart's count needs the typed client and a query: only customers download them.
const ServerCartBadge = dynamic(
  () => import('./server-cart-badge').then((m) => m.ServerCartBadge),
  { ssr: false },
);

type Props = { className?: string };

function BrowserCartBadge({ className }: Props) {
  return <CountBadge count={useCartCount()} className={className} />;
}

/** A customer's badge counts the server cart; a guest's the browser cart. */
export function CartBadge({ className }: Props) {
  return useIsCustomer() ? (
    <ServerCartBadge className={className} />
  ) : (
    <BrowserCartBadge className={className} />
  );
}
