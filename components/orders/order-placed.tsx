'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BranchHours } from '@/components/branch/branch-details';
import { Button, buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { SignedOut } from '@/components/ui/signed-out';
import type { Order } from '@/lib/contract/order';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { pickupDateOf, windowHours } from '@/lib/orders/card-rows';
import { orderPath } from '@/lib/payment/return-urls';
import { useSignedOut } from '@/queries/customer';
import { useOrder } from '@/queries/orders';

/** Where the confirmation sends a customer who wants to keep shopping. */
const SHOP_PATH = '/';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-sm text-text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** ثبت شد → آماده‌سازی → ارسال (or آمادهٔ تحویل for a pickup): what happens to the order next. */
function NextSteps({ order }: { order: Order }) {
  const t = useTranslations('orders.placed');
  const last = order.delivery_type === 'pickup' ? 'pickup' : 'delivery';
  const steps = [t('steps.placed'), t('steps.preparing'), t(`steps.${last}`)];
  return (
    <section aria-labelledby="order-placed-next" className="flex flex-col gap-3">
      <h2 id="order-placed-next" className="font-bold">
        {t('next')}
      </h2>
      <ol className="flex items-start" data-testid="order-placed-steps">
        {steps.map((step, index) => (
          <li
            key={step}
            className="flex flex-1 flex-col items-center gap-1 text-center text-sm"
            aria-current={index === 0 ? 'step' : undefined}
            data-testid="order-placed-step"
          >
            <span
              aria-hidden="true"
              className={`grid size-8 place-items-center rounded-full font-bold ${
                index === 0 ? 'bg-primary text-on-primary' : 'bg-surface-muted text-text-muted'
              }`}
            >
              {formatNumber(index + 1)}
            </span>
            <span className={index === 0 ? 'font-bold' : 'text-text-muted'}>{step}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-text-muted">{t(`stepsHint.${last}`)}</p>
    </section>
  );
}

function When({ order }: { order: Order }) {
  const t = useTranslations('orders.placed');
  const day = pickupDateOf(order);
  if (!day) return null;
  const weekday = order.weekday?.trim() ? order.weekday : formatWeekday(day);
  const date = formatJalaliDate(day);
  const hours = windowHours(order.zone_time);
  return (
    <Row label={t('when')} testId="order-placed-when">
      {hours ? t('window', { weekday, date, ...hours }) : t('day', { weekday, date })}
    </Row>
  );
}

function Where({ order }: { order: Order }) {
  const t = useTranslations('orders.placed');
  if (order.delivery_type === 'pickup') {
    const branch = order.pickup_branch;
    if (!branch) return null;
    return (
      <Row label={t('branch')} testId="order-placed-branch">
        <span className="block font-medium" data-testid="branch-name">
          {branch.name}
        </span>
        {branch.address ? <span className="block">{branch.address}</span> : null}
        <BranchHours branch={branch} />
      </Row>
    );
  }
  if (!order.address) return null;
  return (
    <Row label={t('address')} testId="order-placed-address">
      {order.address.title} — {order.address.address}
    </Row>
  );
}

function Payment({ order, checking }: { order: Order; checking: boolean }) {
  const t = useTranslations('orders.placed');
  const formatToman = useFormatToman();
  let state: string;
  if (order.is_paid) state = t(`paidBy.${order.payment_type}`);
  else if (order.payment_type === 'cash') state = t('paidBy.cash');
  else state = checking ? t('checking') : t('unpaid');
  return (
    <Row label={t('payment')} testId="order-placed-payment">
      <span className="block" data-testid="order-placed-paid" data-paid={order.is_paid}>
        {state}
      </span>
      <span className="block text-sm text-text-muted">
        {t('amount', { amount: formatToman(order.invoice.price) })}
      </span>
    </Row>
  );
}

type ViewProps = {
  order: Order;
  /** The headline: «سفارش شما ثبت شد», or on the bank's return «پرداخت سفارش انجام شد». */
  title: string;
  /** Prefix of the panel's test ids (`${testId}`, `${testId}-number`). */
  testId: string;
  /** The bank said paid and the server is still confirming it. */
  checking?: boolean;
};

/**
 * The order confirmation: the order's number (its id, as every list names
 * it), what happens next, when and where it is handed over, how it is paid,
 * and the ways on (the order's page, more shopping).
 */
export function OrderPlacedView({ order, title, testId, checking = false }: ViewProps) {
  const t = useTranslations('orders.placed');
  return (
    <section
      aria-labelledby="order-placed-title"
      className="mx-auto flex w-full max-w-lg flex-col gap-5 rounded-xl border border-border bg-surface-raised p-5"
      data-testid={testId}
      data-order-id={order.order_id}
    >
      <header className="flex flex-col items-center gap-2 text-center">
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-full bg-status-green text-2xl text-white"
        >
          ✓
        </span>
        <h1 id="order-placed-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p className="text-lg font-bold" data-testid={`${testId}-number`}>
          {t('number', { number: formatNumber(order.order_id) })}
        </p>
        <p className="text-sm text-text-muted">
          {t('trackingCode', { code: toPersianDigits(order.id) })}
        </p>
      </header>
      <NextSteps order={order} />
      <dl className="flex flex-col gap-3">
        <When order={order} />
        <Where order={order} />
        <Payment order={order} checking={checking} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link
          href={orderPath(order.order_id)}
          className={buttonClasses('primary', 'md', 'flex-1')}
          data-testid="order-placed-view"
        >
          {t('viewOrder')}
        </Link>
        <Link
          href={SHOP_PATH}
          className={buttonClasses('secondary', 'md', 'flex-1')}
          data-testid="order-placed-continue"
        >
          {t('continue')}
        </Link>
      </div>
    </section>
  );
}

/** /order/{id}/placed: where a cash or credit order lands once placed. */
export function OrderPlaced({ id }: { id: number }) {
  const t = useTranslations('orders.placed');
  const retry = useTranslations('orders');
  const signedOut = useSignedOut();
  const order = useOrder(id);
  if (signedOut) return <SignedOut />;
  if (order.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {retry('retry')}
        </Button>
      </div>
    );
  }
  if (!order.data) return <IslandSkeleton count={3} />;
  return <OrderPlacedView order={order.data} title={t('title')} testId="order-placed" />;
}
