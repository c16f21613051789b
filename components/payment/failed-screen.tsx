'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { orderPath, type PaymentReturn } from '@/lib/payment/return-urls';
import { useResetOnReturn } from '@/lib/payment/use-reset-on-return';
import { useSignedOut } from '@/queries/customer';
import { useOrder } from '@/queries/orders';
import { usePayOrderByCard, useTopUp } from '@/queries/payment';
import { ResultPanel } from './result-panel';
import { SignedOutNotice } from './signed-out-notice';

const CREDIT_PATH = '/profile/credit';

function Failed({ body, children }: { body: string; children: ReactNode }) {
  const t = useTranslations('payment.failed');
  return (
    <ResultPanel tone="failure" title={t('title')} testId="failed-payment">
      <p data-testid="failed-payment-body">{body}</p>
      <p className="text-sm text-text-muted">{t('refund')}</p>
      {children}
    </ResultPanel>
  );
}

/** The bank took the money but the order had closed meanwhile: the server put it in account credit. */
function CreditedInstead({ orderId }: { orderId: number }) {
  const t = useTranslations('payment.failed');
  return (
    <ResultPanel tone="success" title={t('creditedTitle')} testId="failed-payment-credited">
      <p data-testid="failed-payment-body">{t('credited')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={CREDIT_PATH} className={buttonClasses('primary')}>
          {t('credit')}
        </Link>
        <Link href={orderPath(orderId)} className={buttonClasses('secondary')}>
          {t('viewOrder')}
        </Link>
      </div>
    </ResultPanel>
  );
}

function RetryOrder({ order }: { order: Order }) {
  const t = useTranslations('payment.failed');
  const pay = usePayOrderByCard();
  useResetOnReturn(pay.reset);
  if (order.is_paid) {
    return (
      <p role="status" className="text-success" data-testid="failed-payment-already-paid">
        {t('alreadyPaid')}
      </p>
    );
  }
  if (!order.actions.includes('pay')) return <p role="status">{t('notPayable')}</p>;
  const leaving = pay.isPending || pay.isSuccess;
  return (
    <Button onClick={() => pay.mutate(order)} disabled={leaving} data-testid="failed-payment-retry">
      {leaving ? t('redirecting') : t('retry')}
    </Button>
  );
}

function FailedOrder({ orderId }: { orderId: number }) {
  const t = useTranslations('payment.failed');
  const order = useOrder(orderId);
  return (
    <Failed body={t('orderBody', { number: formatNumber(orderId) })}>
      {order.data ? <RetryOrder order={order.data} /> : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={orderPath(orderId)} className={buttonClasses('secondary')}>
          {t('viewOrder')}
        </Link>
        <Link href={ORDERS_PATH} className={buttonClasses('secondary')}>
          {t('orders')}
        </Link>
      </div>
    </Failed>
  );
}

function FailedTopUp({ amount }: { amount: number | null }) {
  const formatToman = useFormatToman();
  const t = useTranslations('payment.failed');
  const topUp = useTopUp();
  useResetOnReturn(topUp.reset);
  const leaving = topUp.isPending || topUp.isSuccess;
  return (
    <Failed body={t('chargingBody')}>
      {amount !== null ? (
        <Button
          onClick={() => topUp.mutate(amount)}
          disabled={leaving}
          data-testid="failed-payment-retry"
        >
          {leaving ? t('redirecting') : t('retryAmount', { amount: formatToman(amount) })}
        </Button>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={CREDIT_PATH} className={buttonClasses('secondary')}>
          {t('credit')}
        </Link>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('home')}
        </Link>
      </div>
    </Failed>
  );
}

/** /failed-payment: what happened, a retry that pays again, and the ways back. */
export function FailedScreen({ result, next }: { result: PaymentReturn; next: string }) {
  const t = useTranslations('payment.failed');
  const signedOut = useSignedOut();
  if (result.kind === 'unknown') {
    return (
      <Failed body={t('unknownBody')}>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('home')}
        </Link>
      </Failed>
    );
  }
  if (signedOut) return <SignedOutNotice next={next} />;
  if (result.kind === 'order' && result.credited)
    return <CreditedInstead orderId={result.orderId} />;
  return result.kind === 'order' ? (
    <FailedOrder orderId={result.orderId} />
  ) : (
    <FailedTopUp amount={result.amount} />
  );
}
