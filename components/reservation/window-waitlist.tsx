'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { serverMessageOr } from '@/lib/api/error-catalogue';
import type { ReservationWindow } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { windowEnds } from '@/lib/format/time';
import { sameWindow, windowFits } from '@/lib/reservation/calendar';
import { useJoinWaitlist, useWaitlist } from '@/queries/reservation';

type Props = {
  productId: number;
  day: string;
  windows: ReservationWindow[];
  /** The seats asked for: a window with fewer free is one to wait for. */
  count: number;
  onFailure: (message: string) => void;
};

/**
 * The chosen day's full windows, each with «خبرم کن»: the customer waits in
 * line and, when a seat frees, it is held for them and they are told (bell,
 * push, SMS); the window then shows it as theirs. Once in line it says so,
 * with their place.
 */
export function WindowWaitlist({ productId, day, windows, count, onFailure }: Props) {
  const t = useTranslations('reservation');
  const waitlist = useWaitlist();
  const join = useJoinWaitlist();
  const full = windows.filter((w) => !windowFits(w, count));
  if (full.length === 0) return null;
  return (
    <section aria-label={t('waitlistTitle')} className="flex flex-col gap-2" data-testid="waitlist">
      {full.map((w) => {
        const ends = windowEnds(w.start_time, w.end_time);
        const entry = waitlist.data?.find(
          (e) => e.product_id === productId && e.reserve_date === day && sameWindow(e, w),
        );
        return (
          <div
            key={`${w.start_time}-${w.end_time}`}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border p-3"
            data-testid="waitlist-window"
          >
            <span>{t('window', ends)}</span>
            {entry ? (
              <span className="font-medium text-success" data-testid="waitlist-waiting">
                {t('inWaitlist')} · {t('waitlistPlace', { position: formatNumber(entry.position) })}
              </span>
            ) : (
              <Button
                variant="secondary"
                className="min-h-11"
                aria-label={t('notifyMeLabel', ends)}
                disabled={join.isPending}
                data-testid="waitlist-join"
                onClick={() =>
                  join.mutate(
                    {
                      product_id: productId,
                      count,
                      reserve_date: day,
                      start_time: w.start_time,
                      end_time: w.end_time,
                    },
                    { onError: (error) => onFailure(serverMessageOr(error)) },
                  )
                }
              >
                {t('notifyMe')}
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
