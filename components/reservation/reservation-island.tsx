'use client';

import { type ComponentProps, lazy, Suspense, useEffect, useRef } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import type { ReservationBooking } from './reservation-booking';

let wanted: () => void = () => {};
/** Settles when the booking comes into view or is touched; at once on the server. */
const bookingWanted =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        wanted = resolve;
      });

const Booking = lazy(() =>
  bookingWanted
    .then(() => import('./reservation-booking'))
    .then((module) => ({ default: module.ReservationBooking })),
);

/**
 * The booking island. It is rendered on the server, so the calendar is in the
 * page's HTML from the first paint; its script (a Jalali calendar, queries and
 * dialogs: about 140 KB of gzip and half a second of a mid-range phone's main
 * thread to run and hydrate) is fetched only when the booking scrolls into view
 * or the shopper touches any part of it, and React hydrates it then. Until
 * then the server's HTML stays as it is (a newcomer's booking: a returning
 * visitor's kept choice shows once it hydrates); a tap while the script is on
 * its way does nothing, as a tap before hydration does on any page. The
 * wrapper reads no store: a re-render before hydration would make React drop
 * the server's HTML for the skeleton.
 */
export function ReservationIsland(props: ComponentProps<typeof ReservationBooking>) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const load = () => wanted();
    const near = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    near.observe(element);
    // Native listeners: React does not dispatch into the part it has not hydrated yet.
    for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
      element.addEventListener(type, load, { capture: true, once: true });
    }
    return () => {
      near.disconnect();
      for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
        element.removeEventListener(type, load, { capture: true });
      }
    };
  }, []);
  return (
    <div ref={area}>
      {/* Seen only when the page arrives by client navigation: hydration keeps the server's HTML. */}
      <Suspense fallback={<IslandSkeleton count={3} className="min-h-96" />}>
        <Booking {...props} />
      </Suspense>
    </div>
  );
}
