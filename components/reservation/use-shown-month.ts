'use client';

import { useMemo, useState } from 'react';
import type { CalendarDay } from '@/lib/contract/catalog';
import { jalaliMonthOf, localDay } from '@/lib/reservation/calendar';
import { useProductCalendar } from '@/queries/reservation';

export type ShownMonth = {
  month: Date;
  setMonth: (month: Date) => void;
  /** Asked with the customer's token, each window says how many of its seats they hold. */
  byDate: Map<string, CalendarDay>;
  pending: boolean;
  failed: boolean;
};

/** The month the booking calendar shows, opening on the given day's, and its days as the shop answered. */
export function useShownMonth(productId: number, opening: string): ShownMonth {
  const [month, setMonth] = useState<Date>(() => localDay(opening));
  const calendar = useProductCalendar(productId, jalaliMonthOf(month));
  const byDate = useMemo(
    () => new Map((calendar.data ?? []).map((d) => [d.date, d])),
    [calendar.data],
  );
  return { month, setMonth, byDate, pending: calendar.isPending, failed: calendar.isError };
}
