'use client';

import { QueryProvider } from '@/components/layout/query-provider';
import { useServerCart } from '@/lib/queries/cart';
import { CountBadge } from './count-badge';

/** Units in the customer's server cart, updated with every change as it is made. */
function ServerCartCount({ className }: { className?: string }) {
  const cart = useServerCart({ report: false });
  return <CountBadge count={cart.data?.count ?? 0} className={className} />;
}

/** Loaded lazily, with the query client it needs: none of it is in a catalogue page's first script. */
export function ServerCartBadge({ className }: { className?: string }) {
  return (
    <QueryProvider>
      <ServerCartCount className={className} />
    </QueryProvider>
  );
}
