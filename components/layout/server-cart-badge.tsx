'use client';

import { CountBadge } from '@/components/ui/count-badge';
import { QueryProvider } from '@/components/ui/query-provider';
import { useServerCart } from '@/queries/cart';

type Props = { testId: string; className?: string };

/** Units in the customer's server cart, updated with every change as it is made. */
function ServerCartCount(props: Props) {
  const cart = useServerCart({ report: false });
  return <CountBadge count={cart.data?.count ?? 0} {...props} />;
}

/** Loaded lazily, with the query client it needs: none of it is in a catalogue page's first script. */
export function ServerCartBadge(props: Props) {
  return (
    <QueryProvider>
      <ServerCartCount {...props} />
    </QueryProvider>
  );
}
