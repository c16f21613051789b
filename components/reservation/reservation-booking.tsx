'use client';

import type { ComponentProps } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { ReservationPanel } from './reservation-panel';

/** The booking island with the query client it alone needs on a product page. */
export function ReservationBooking(props: ComponentProps<typeof ReservationPanel>) {
  return (
    <QueryProvider>
      <ReservationPanel {...props} />
    </QueryProvider>
  );
}
