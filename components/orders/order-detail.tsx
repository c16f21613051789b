'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BranchDetails } from '@/components/branch/branch-details';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { SignedOut } from '@/components/ui/signed-out';
import type { Order } from '@/lib/contract/order';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { dayOf, pickupDateOf, windowHours } from '@/lib/orders/card-rows';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { isStaffOrder, type OrderPaymentOutcome } from '@/lib/payment/return-urls';
import { useSignedOut } from '@/queries/customer';
import { useChangeOrderStatus, useOrder } from '@/queries/orders';
import { OrderDescriptionForm } from './order-description-form';
import { OrderInvoice } from './order-invoice';
import { OrderInvoiceActions } from './order-invoice-actions';
import { OrderLines } from './order-lines';
import { OrderPay } from './order-pay';
import { OrderPoints } from './order-points';
import { OrderRatingForm } from './order-rating-form';
import { OrderReturnSection } from './order-return-section';
import { OrderStatusActions } from './order-status-actions';
import { StatusText } from './status-text';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the bank's return to this page says (a staff-created order comes back here). */
function PaymentOutcome({ order, outcome }: { order: Order; outcome: OrderPaymentOutcome }) {
  const t = useTranslations('orders.pay');
  if (outcome === 'paid' && order.is_paid) {
    return (
      <p
        role="status"
        className="rounded-xl bg-surface-muted p-4 font-medium text-success"
        data-testid="order-payment-outcome"
      >
        {t('returnedPaid')}
      </p>
    );
  }
  if (outcome === 'credited') {
    return (
      <p
        role="status"
        className="rounded-xl bg-surface-muted p-4 font-medium"
        data-testid="order-payment-outcome"
      >
        {t('returnedCredited')}
      </p>
    );
  }
  if (outcome === 'failed' && !order.is_paid) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-surface-muted p-4 font-medium text-danger"
        data-testid="order-payment-outcome"
      >
        {t('returnedFailed')}
      </p>
    );
  }
  return null;
}

function When({ order }: { order: Order }) {
  const t = useTranslations('orders.detail');
  const day = pickupDateOf(order);
  if (!day) return null;
  const hours = windowHours(order.zone_time);
  const weekday = order.weekday?.trim() ? order.weekday : formatWeekday(day);
  return (
    <p data-testid="order-time">
      <span className="text-text-muted">{t('time')}: </span>
      {weekday} {formatJalaliDate(day)}
      {hours ? `، ${t('window', hours)}` : null}
    </p>
  );
}

/**
 * How the order is paid and whether it is. A cancelled order that had been
 * paid is unpaid now, but the customer paid it and got the money back as
 * account credit: it says so rather than «پرداخت نشده».
 */
function PaymentState({ order }: { order: Order }) {
  const d = useTranslations('orders.detail');
  const r = useTranslations('orders.refund');
  const reservation = useTranslations('reservation.payment.short');
  const formatToman = useFormatToman();
  const paid = order.is_paid || order.refund !== null;
  return (
    <>
      <p>
        {/* A reservation is paid at the place it is held, not when something is delivered. */}
        {order.kind === 'reservation'
          ? reservation(order.payment_type)
          : d(`paymentType.${order.payment_type}`)}
        {' — '}
        <span
          className={paid ? 'text-success' : 'text-danger'}
          data-testid="order-paid-state"
          data-paid={order.is_paid}
        >
          {paid ? d('paid') : d('unpaid')}
        </span>
      </p>
      {order.refund ? (
        <p className="font-medium text-success" data-testid="order-refund">
          {r('toCredit', { amount: formatToman(order.refund.amount) })}
        </p>
      ) : null}
    </>
  );
}

function OrderView({ order, outcome }: { order: Order; outcome: OrderPaymentOutcome | null }) {
  const t = useTranslations('orders');
  const d = useTranslations('orders.detail');
  const place = useTranslations('reservation.place');
  const change = useChangeOrderStatus();
  const canPay = order.actions.includes('pay');
  return (
    // A print sheet: printed, the page leaves out the site's header and footer (app/globals.css).
    <div
      className="flex flex-col gap-4"
      data-testid="order-detail"
      data-status={order.status}
      data-print-sheet
    >
      <header className="flex flex-col gap-2">
        <Link href={ORDERS_PATH} className="text-sm text-primary hover:underline">
          {d('back')}
        </Link>
        <h1 id="order-title" className="text-2xl font-bold">
          {t('card.title', { kind: t(`kind.${order.kind}`), number: formatNumber(order.order_id) })}
        </h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-text-muted">{d('status')}:</dt>
            <dd>
              <StatusText status={order.status} title={order.status_title} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-text-muted">{d('trackingCode')}:</dt>
            <dd>
              <bdi dir="ltr" data-testid="order-tracking-code">
                {toPersianDigits(order.id)}
              </bdi>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-text-muted">{d('createdAt')}:</dt>
            <dd>{formatJalaliDate(dayOf(order.created_at))}</dd>
          </div>
        </dl>
        {isStaffOrder(order) ? (
          <p className="text-sm" data-testid="order-staff-note">
            {order.created_by?.name
              ? d('staffOrder', { name: order.created_by.name })
              : d('staffOrderNoName')}
          </p>
        ) : null}
      </header>

      {outcome ? <PaymentOutcome order={order} outcome={outcome} /> : null}
      {canPay ? <OrderPay order={order} /> : null}

      <Section id="order-lines-title" title={d('lines')}>
        <OrderLines products={order.products} />
      </Section>

      <Section id="order-invoice-title" title={d('invoice')}>
        <OrderInvoice invoice={order.invoice} />
        <OrderInvoiceActions order={order} />
      </Section>

      <Section id="order-points-title" title={d('points')}>
        <OrderPoints order={order} />
      </Section>

      <Section
        id="order-delivery-title"
        title={order.kind === 'reservation' ? place('title') : d('delivery')}
      >
        {order.kind === 'reservation' ? null : <p>{d(`deliveryType.${order.delivery_type}`)}</p>}
        {order.delivery_type === 'pickup' ? (
          order.pickup_branch ? (
            <div className="flex flex-col gap-1" data-testid="order-branch">
              <span className="text-text-muted">{d('branch')}:</span>
              <BranchDetails branch={order.pickup_branch} />
            </div>
          ) : null
        ) : order.address ? (
          <p data-testid="order-address">
            <span className="text-text-muted">{d('address')}: </span>
            {order.address.title} — {order.address.address}
          </p>
        ) : null}
        <When order={order} />
      </Section>

      <Section id="order-payment-title" title={d('payment')}>
        <PaymentState order={order} />
      </Section>

      <OrderReturnSection order={order} />

      {order.status === 'created' && !order.is_paid ? (
        <Section id="order-description-title" title={d('description')}>
          <OrderDescriptionForm key={order.description} order={order} />
        </Section>
      ) : order.description.trim() ? (
        <Section id="order-description-title" title={d('description')}>
          <p className="whitespace-pre-line">{order.description}</p>
        </Section>
      ) : null}

      {order.msg?.trim() ? (
        <Section id="order-note-title" title={d('driverNote')}>
          <p className="text-danger">{order.msg}</p>
        </Section>
      ) : null}

      {order.rating ? (
        <Section id="order-rating-title" title={t('rate.title')}>
          <p data-testid="order-rating">
            {t('rate.yours', { star: formatNumber(order.rating.star) })}
          </p>
          {order.rating.comment ? <p>{order.rating.comment}</p> : null}
        </Section>
      ) : order.actions.includes('rate') ? (
        <Section id="order-rating-title" title={t('rate.title')}>
          <OrderRatingForm orderId={order.order_id} />
        </Section>
      ) : null}

      <div className="flex flex-wrap gap-2 print:hidden">
        <OrderStatusActions
          order={order}
          busy={change.isPending}
          onChange={(status) => change.mutateAsync({ id: order.order_id, status })}
          describedBy="order-title"
        />
      </div>
    </div>
  );
}

/** /order/{id}: everything about one order, and what the customer may do with it. */
export function OrderDetail({ id, outcome }: { id: number; outcome: OrderPaymentOutcome | null }) {
  const t = useTranslations('orders.detail');
  const retry = useTranslations('orders');
  const signedOut = useSignedOut();
  const order = useOrder(id);

  if (signedOut) return <SignedOut />;
  if (order.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {retry('retry')}
          </Button>
          <Link href={ORDERS_PATH} className={buttonClasses('secondary')}>
            {t('back')}
          </Link>
        </div>
      </div>
    );
  }
  if (!order.data) return <IslandSkeleton count={4} />;
  return <OrderView order={order.data} outcome={outcome} />;
}
