'use client';

import dynamic from 'next/dynamic';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { useIsCustomer } from '@/stores/root-store';
import { BrowserCart } from './browser-cart';

// The server cart brings the typed client and the query hooks: guests never download them.
const ServerCart = dynamic(() => import('./server-cart').then((m) => m.ServerCart), {
  ssr: false,
  loading: () => <IslandSkeleton count={2} />,
});

/** Spec 6: a logged-in customer's cart lives on the server; a guest's in this browser. */
export function CartView() {
  return useIsCustomer() ? <ServerCart /> : <BrowserCart />;
}
