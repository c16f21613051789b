'use client';

import dynamic from 'next/dynamic';

/**
 * The booking island, in a script of its own that only a reservable product's
 * page loads: its Jalali calendar, queries and dialogs were bundled with every
 * product page (about 140 KB of gzip script a plain product never used). It is
 * still rendered on the server, so the calendar is in the page's HTML.
 */
export const ReservationIsland = dynamic(() =>
  import('./reservation-booking').then((module) => module.ReservationBooking),
);
