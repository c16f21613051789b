'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { orderPath, type PaymentReturn } from '@/lib/payment/return-urls';
import { useCustomerId, useCustomerQuery } from '@/lib/queries/customer';
import { useOrder } from '@/lib/queries/orders';
import { useTransactions } from '@/lib/queries/payment';
import { useStoreHydrated } from '@/stores/root-store';
import { ResultPanel } from './result-panel';
import { SignedOutNotice } from './signed-out-notice';

const CREDIT_PATH = '/profile/credit';

function Checking() {
  const t = useTranslations('payment.paid');
  return (
    <p role="status" className="text-text-muted">
      {t('checking')}
    </p>
  );
}

function PaidOrder({ orderId }: { orderId: number }) {
  const t = useTranslations('payment.paid');
  const order = useOrder(orderId, { pollUntilPaid: true });
  const data = order.data;
  return (
    <ResultPanel tone="success" title={t('orderTitle')} testId="paid-order">
      <p data-testid="paid-order-number">{t('orderBody', { number: formatNumber(orderId) })}</p>
      {!data ? (
        order.isError ? null : (
          <Checking />
        )
      ) : (
        <>
          <p className="text-sm text-text-muted">
            {t('trackingCode', { code: toPersianDigits(data.id) })}
            {' · '}
            {t('amount', { amount: formatToman(data.invoice.price) })}
          </p>
          {data.is_paid ? null : (
            <p role="status" className="text-status-red" data-testid="paid-order-unconfirmed">
              {order.isFetching ? t('checking') : t('notConfirmed')}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={orderPath(orderId)} className={buttonClasses('primary')}>
          {t('viewOrder')}
        </Link>
        <Link href={ORDERS_PATH} className={buttonClasses('secondary')}>
          {t('orders')}
        </Link>
      </div>
    </ResultPanel>
  );
}

function PaidTopUp() {
  const t = useTranslations('payment.paid');
  // Refreshes the stored snapshot, so the header and the profile show the new credit too.
  useCustomerQuery();
  const transactions = useTransactions();
  const data = transactions.data;
  const lastTopUp = data?.transactions.find((item) => item.kind === 'top_up');
  return (
    <ResultPanel tone="success" title={t('chargingTitle')} testId="paid-top-up">
      {!data ? (
        transactions.isError ? null : (
          <Checking />
        )
      ) : (
        <>
          <p className="text-lg font-bold" data-testid="paid-new-credit">
            {t('newCredit', { amount: formatToman(data.credit) })}
          </p>
          {lastTopUp ? (
            <p className="text-sm text-text-muted">
              {t('lastTopUp', { amount: formatToman(lastTopUp.amount) })}
            </p>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Link href={CREDIT_PATH} className={buttonClasses('primary')}>
          {t('transactions')}
        </Link>
        <Link href="/" className={buttonClasses('secondary')}>
          {t('home')}
        </Link>
      </div>
    </ResultPanel>
  );
}

/** /paid-order: the bank's success return, for an order (fromOrder) or a top-up (isCharging). */
export function PaidScreen({ result, next }: { result: PaymentReturn; next: string }) {
  const t = useTranslations('payment');
  const hydrated = useStoreHydrated();
  const customerId = useCustomerId();
  if (result.kind === 'unknown') {
    return (
      <ResultPanel tone="success" title={t('paid.unknownTitle')} testId="paid-unknown">
        <div className="flex flex-wrap justify-center gap-2">
          <Link href={ORDERS_PATH} className={buttonClasses('primary')}>
            {t('paid.orders')}
          </Link>
          <Link href="/" className={buttonClasses('secondary')}>
            {t('paid.home')}
          </Link>
        </div>
      </ResultPanel>
    );
  }
  if (hydrated && customerId === null) return <SignedOutNotice next={next} />;
  return result.kind === 'order' ? <PaidOrder orderId={result.orderId} /> : <PaidTopUp />;
}
