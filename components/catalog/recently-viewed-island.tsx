'use client';

import { island } from '@/components/ui/island';
import { useBrowserViewed } from '@/lib/recently-viewed/use-browser-viewed';
import { useIsCustomer } from '@/stores/user';
import type { RecentlyViewedRowProps } from './recently-viewed-row';

/** Where the row will be: what the island watches come near the screen. */
function Spot() {
  return <div className="min-h-px" data-testid="recently-viewed-spot" />;
}

const Row = island(() => import('./recently-viewed-row').then((m) => m.RecentlyViewedRow), {
  when: 'near',
  placeholder: Spot,
});

/**
 * «بازدیدهای اخیر شما» on a cached page. The server and the hydrating browser
 * draw nothing, so the page's HTML is every visitor's; then a customer (whose
 * list is on the server) or a guest whose browser list holds another product
 * gets the row, its script fetched only as it nears the screen.
 */
export function RecentlyViewedIsland(props: RecentlyViewedRowProps) {
  const customer = useIsCustomer();
  const others = useBrowserViewed().some((id) => id !== props.exclude);
  return customer || others ? <Row {...props} /> : null;
}
