'use client';

import { CountBadge } from '@/components/ui/count-badge';
import { island } from '@/components/ui/island';
import { useCartCount } from '@/stores/cart';
import { useIsCustomer } from '@/stores/user';

type Props = { testId: string; className?: string };

// The server cart's count needs the typed client and a query: only customers download them.
const ServerCartBadge = island(() => import('./server-cart-badge').then((m) => m.ServerCartBadge));

function BrowserCartBadge(props: Props) {
  return <CountBadge count={useCartCount()} {...props} />;
}

/** A customer's badge counts the server cart; a guest's the browser cart. */
export function CartBadge(props: Props) {
  return useIsCustomer() ? <ServerCartBadge {...props} /> : <BrowserCartBadge {...props} />;
}
