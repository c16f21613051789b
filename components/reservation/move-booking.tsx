'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SubmitErrorDialog } from '@/components/ui/submit-error-dialog';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import type { ReservationSlot } from '@/lib/contract/reservation';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { jalaliMonthOf, localDay, sameWindow, windowFits } from '@/lib/reservation/calendar';
import { useMoveReservation, useProductCalendar } from '@/queries/reservation';

type Props = {
  orderId: number;
  productId: number;
  slot: ReservationSlot & { count: number };
};

/** The open slots of the booking's month and the next that can take its seats, but its own. */
function useOtherSlots(productId: number, slot: Props['slot']) {
  const calendar = useProductCalendar(productId, jalaliMonthOf(localDay(slot.reserve_date)));
  return (calendar.data ?? [])
    .filter((day) => day.state === 'open')
    .flatMap((day) =>
      day.windows
        .filter((w) => windowFits(w, slot.count))
        .filter((w) => day.date !== slot.reserve_date || !sameWindow(w, slot))
        .map((w) => ({ reserve_date: day.date, start_time: w.start_time, end_time: w.end_time })),
    );
}

/**
 * «جابه‌جایی نوبت»: the booking's other open slots of its product; choosing one
 * moves it there in one step on the server (the new seat is taken before the
 * old is let go, or nothing changes), sent with one key so a retry moves once.
 */
export function MoveBooking({ orderId, productId, slot }: Props) {
  const t = useTranslations('reservation');
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMoveReservation(orderId);
  const others = useOtherSlots(productId, slot);
  const from = {
    reserve_date: slot.reserve_date,
    start_time: slot.start_time,
    end_time: slot.end_time,
  };

  return (
    <section className="flex flex-col gap-2" data-testid="reservation-move">
      <Button
        variant="secondary"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="reservation-move-open"
      >
        {t('move')}
      </Button>
      {open ? (
        <fieldset className="flex flex-col gap-2 rounded-xl border border-border p-3">
          <legend className="px-1 font-medium">{t('moveTitle')}</legend>
          {others.length === 0 ? <p>{t('moveNone')}</p> : null}
          {others.slice(0, 12).map((to) => (
            <Button
              key={`${to.reserve_date}-${to.start_time}-${to.end_time}`}
              variant="ghost"
              className="min-h-11 justify-start"
              disabled={move.isPending}
              data-testid="reservation-move-slot"
              onClick={() =>
                move.mutate(
                  { body: { product_id: productId, from, to }, key: crypto.randomUUID() },
                  {
                    onSuccess: () => setOpen(false),
                    onError: (error) => setFailure(serverMessageOr(error)),
                  },
                )
              }
            >
              {t('moveSlot', {
                date: `${formatWeekday(to.reserve_date)} ${formatJalaliDate(to.reserve_date)}`,
                ...windowEnds(to.start_time, to.end_time),
              })}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <SubmitErrorDialog message={failure} onClose={() => setFailure(null)} />
    </section>
  );
}
