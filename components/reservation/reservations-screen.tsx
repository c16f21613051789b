'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StatusText } from '@/components/orders/status-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { SignedOut } from '@/components/ui/signed-out';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { useSignedOut } from '@/queries/customer';
import { useReservations } from '@/queries/reservation';

type When = 'upcoming' | 'past';
const WHENS: readonly When[] = ['upcoming', 'past'];

/** /profile/reservations: upcoming bookings soonest first, past ones latest first. */
export function ReservationsScreen() {
  const t = useTranslations('reservation.list');
  const d = useTranslations('reservation.detail');
  const retry = useTranslations('reservation');
  const [when, setWhen] = useState<When>('upcoming');
  const signedOut = useSignedOut();
  const list = useReservations(when);

  if (signedOut) return <SignedOut />;
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('title')} className="flex gap-2">
        {WHENS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={when === value}
            onClick={() => setWhen(value)}
            className={buttonClasses(when === value ? 'primary' : 'secondary', 'sm')}
            data-testid={`reservations-tab-${value}`}
          >
            {t(value)}
          </button>
        ))}
      </div>
      {list.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {retry('retry')}
          </Button>
        </div>
      ) : !list.data ? (
        <IslandSkeleton count={3} />
      ) : list.data.length === 0 ? (
        <p data-testid="reservations-empty">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="reservations-list">
          {list.data.map(({ order, reservations }) => {
            const slot = reservations[0];
            const seats = slot?.count ?? 0;
            return (
              <li
                key={order.order_id}
                className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
                data-testid="reservation-card"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold">{order.products[0]?.name}</span>
                  <StatusText status={order.status} title={order.status_title} />
                </div>
                {slot ? (
                  <p>
                    {formatWeekday(slot.reserve_date)} {formatJalaliDate(slot.reserve_date)}
                    {' — '}
                    {retry('window', windowEnds(slot.start_time, slot.end_time))}
                  </p>
                ) : null}
                <p className="text-sm text-text-muted">
                  {d('peopleValue', { count: formatNumber(seats) })}
                  {' · '}
                  {d('tracking')}: <span dir="ltr">{toPersianDigits(order.id)}</span>
                </p>
                <Link
                  href={`/reservation/${order.order_id}`}
                  className={buttonClasses('secondary', 'sm', 'self-start')}
                >
                  {t('open')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
