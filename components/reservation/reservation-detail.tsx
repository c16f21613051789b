'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { BranchDetails } from '@/components/branch/branch-details';
import { OrderStatusActions } from '@/components/orders/order-status-actions';
import { StatusText } from '@/components/orders/status-text';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { SignedOut } from '@/components/ui/signed-out';
import { CLOSED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { ReservationItem } from '@/lib/contract/reservation';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { bookingIcs } from '@/lib/reservation/ics';
import { useSignedOut } from '@/queries/customer';
import { useChangeOrderStatus } from '@/queries/orders';
import { useReservationDetail } from '@/queries/reservation';
import { MoveBooking } from './move-booking';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-border py-2 last:border-0">
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ReservationView({ item, onChanged }: { item: ReservationItem; onChanged: () => void }) {
  const t = useTranslations('reservation.detail');
  const place = useTranslations('reservation.place');
  const words = useTranslations('reservation');
  // A booking paid in cash is paid at the place, not «on delivery».
  const pay = useTranslations('reservation.payment.short');
  const formatToman = useFormatToman();
  const change = useChangeOrderStatus(onChanged);
  const { order } = item;
  const branch = order.pickup_branch;
  const slot = item.reservations[0];
  const name = order.products[0]?.name ?? '';
  const seats = slot?.count ?? 0;
  const extra = item.reservations.reduce((total, s) => total + s.extra_people, 0);
  const people =
    extra > 0
      ? t('peopleWithExtra', { count: formatNumber(seats), extra: formatNumber(extra) })
      : t('peopleValue', { count: formatNumber(seats) });
  const payment = `${pay(order.payment_type)} — ${order.is_paid ? t('paid') : t('unpaid')}`;
  // A data: address needs no script-made object URL, and the CSP allows it for downloads.
  // Made only in the browser: this view renders once the reservation has loaded there.
  const icsHref = useMemo(() => {
    if (!slot) return null;
    const file = bookingIcs({
      uid: `reservation-${order.order_id}@shop`,
      title: name,
      description: [
        place('ics', { code: order.id }),
        `${t('people')}: ${people}`,
        `${t('payment')}: ${payment}`,
      ].join('\n'),
      date: slot.reserve_date,
      start: slot.start_time,
      end: slot.end_time,
      location: branch
        ? {
            text: [branch.name, branch.address].filter(Boolean).join('، '),
            lat: branch.lat,
            lng: branch.lng,
          }
        : null,
      url: `${window.location.origin}/reservation/${order.order_id}`,
      now: new Date(),
    });
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
  }, [slot, order.order_id, order.id, name, branch, people, payment, place, t]);

  return (
    <div className="flex flex-col gap-4">
      <h1 id="reservation-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <dl
        className="rounded-xl border border-border bg-surface-raised px-4"
        data-testid="reservation-detail"
      >
        <Row label={t('product')} testId="reservation-product">
          {name}
        </Row>
        {slot ? (
          <>
            <Row label={t('day')} testId="reservation-day">
              {formatWeekday(slot.reserve_date)} {formatJalaliDate(slot.reserve_date)}
            </Row>
            <Row label={t('window')} testId="reservation-window-row">
              {words('window', windowEnds(slot.start_time, slot.end_time))}
            </Row>
          </>
        ) : null}
        <Row label={t('people')} testId="reservation-people">
          {people}
        </Row>
        <Row label={t('price')} testId="reservation-price">
          {formatToman(order.invoice.price)}
        </Row>
        <Row label={t('payment')} testId="reservation-payment-row">
          {payment}
        </Row>
        <Row label={t('status')} testId="reservation-status">
          <StatusText status={order.status} title={order.status_title} />
        </Row>
        <Row label={t('tracking')} testId="reservation-tracking">
          <span dir="ltr">{toPersianDigits(order.id)}</span>
        </Row>
      </dl>
      {branch ? (
        <section
          aria-labelledby="reservation-place-title"
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
          data-testid="reservation-place"
        >
          <h2 id="reservation-place-title" className="text-lg font-bold">
            {place('title')}
          </h2>
          <BranchDetails branch={branch} />
        </section>
      ) : null}
      {slot && !CLOSED_ORDER_STATUSES.includes(order.status) ? (
        <MoveBooking orderId={order.order_id} productId={slot.product_id} slot={slot} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {icsHref && slot ? (
          <a
            href={icsHref}
            download={`reservation-${order.order_id}.ics`}
            className={buttonClasses('secondary')}
            data-testid="reservation-ics"
          >
            {t('addToCalendar')}
          </a>
        ) : null}
        <OrderStatusActions
          order={order}
          busy={change.isPending}
          onChange={(status) => change.mutateAsync({ id: order.order_id, status })}
          describedBy="reservation-title"
        />
        <Link href={`/order/${order.order_id}`} className={buttonClasses('ghost')}>
          {t('orderPage')}
        </Link>
        <Link href="/profile/reservations" className={buttonClasses('ghost')}>
          {t('allReservations')}
        </Link>
      </div>
    </div>
  );
}

/** /reservation/{order_id}: the booking, a calendar file for the phone, and cancel / re-request. */
export function ReservationDetail({ id }: { id: number }) {
  const t = useTranslations('reservation.detail');
  const retry = useTranslations('reservation');
  const signedOut = useSignedOut();
  const item = useReservationDetail(id);

  if (signedOut) return <SignedOut />;
  if (item.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void item.refetch()}>
          {retry('retry')}
        </Button>
      </div>
    );
  }
  if (!item.data) return <IslandSkeleton count={4} />;
  return <ReservationView item={item.data} onChanged={() => void item.refetch()} />;
}
