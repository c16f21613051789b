'use client';

import { island } from '@/components/ui/island';
import { IslandSkeleton } from '@/components/ui/island-skeleton';

function BookingSkeleton() {
  return <IslandSkeleton count={3} className="min-h-96" />;
}

/**
 * The booking island. It is rendered on the server, so the calendar is in the
 * page's HTML from the first paint; its script (a Jalali calendar, queries and
 * dialogs: about 140 KB of gzip and half a second of a mid-range phone's main
 * thread to run and hydrate) is fetched only when the booking scrolls into view
 * or the shopper touches any part of it, and React hydrates it then. Until
 * then the server's HTML stays as it is (a newcomer's booking: a returning
 * visitor's kept choice shows once it hydrates).
 */
export const ReservationIsland = island(
  () => import('./reservation-booking').then((m) => m.ReservationBooking),
  { when: 'near', placeholder: BookingSkeleton },
);
