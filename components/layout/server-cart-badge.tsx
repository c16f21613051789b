'use client';

import { useServerCart } from '@/lib/queries/cart';
import { CountBadge } from './count-badge';

/** Units in the customer's server cart, updated with every change as it is made. */
export function ServerCartBadge() {
  const cart = useServerCart({ report: false });
  return <CountBadge count={cart.data?.count ?? 0} />;
}
