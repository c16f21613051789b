'use client';

import { island } from '@/components/ui/island';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { useIsCustomer } from '@/stores/user';
import { BrowserCart } from './browser-cart';

// The server cart brings the typed client and the query hooks: guests never download them.
function CartSkeleton() {
  return <IslandSkeleton count={2} />;
}

const ServerCart = island(() => import('./server-cart').then((m) => m.ServerCart), {
  placeholder: CartSkeleton,
});

/** Spec 6: a logged-in customer's cart lives on the server; a guest's in this browser. */
export function CartView() {
  return useIsCustomer() ? <ServerCart /> : <BrowserCart />;
}
