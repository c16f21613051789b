'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { OrderPlacedView } from '@/components/orders/order-placed';
import { buttonClasses } from '@/components/ui/button';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { recentTopUp } from '@/lib/payment/recent-top-up';
import { orderPath, type PaymentReturn } from '@/lib/payment/return-urls';
import { useCustomerQuery, useSignedOut } from '@/queries/customer';
import { useJustPaidOrder } from '@/queries/orders';
import { useTransactions } from '@/queries/payment';
import { ResultPanel } from './result-panel';
import { SignedOutNotice } from './signed-out-notice';

const CREDIT_PATH = '/profile/credit';

function OrderLinks({ orderId }: { orderId: number }) {
  const t = useTranslations('payment.paid');
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Link href={orderPath(orderId)} className={buttonClasses('primary')}>
        {t('viewOrder')}
      </Link>
      <Link href={ORDERS_PATH} className={buttonClasses('secondary')}>
        {t('orders')}
      </Link>
    </div>
  );
}

/**
 * The order as the server has it after the bank's return: paid (the order's
 * confirmation: number, what happens next, when and where, links on), still
 * being confirmed, or not paid.
 */
function PaidOrder({ orderId }: { orderId: number }) {
  const t = useTranslations('payment.paid');
  const { query, waiting } = useJustPaidOrder(orderId);
  const data = query.data;
  if (data?.is_paid) {
    return <OrderPlacedView order={data} title={t('orderTitle')} testId="paid-order" />;
  }
  if (waiting) {
    return (
      <ResultPanel tone="pending" title={t('checking')} testId="paid-order-checking">
        <OrderLinks orderId={orderId} />
      </ResultPanel>
    );
  }
  return (
    <ResultPanel tone="pending" title={t('unconfirmedTitle')} testId="paid-order-unconfirmed">
      <p>{t('notConfirmed')}</p>
      <OrderLinks orderId={orderId} />
    </ResultPanel>
  );
}

function TopUpLinks() {
  const t = useTranslations('payment.paid');
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <Link href={CREDIT_PATH} className={buttonClasses('primary')}>
        {t('transactions')}
      </Link>
      <Link href="/" className={buttonClasses('secondary')}>
        {t('home')}
      </Link>
    </div>
  );
}

/** The top-up just made and the credit it brought; a visit long after finds none and says so. */
function PaidTopUp() {
  const formatToman = useFormatToman();
  const t = useTranslations('payment.paid');
  // Refreshes the stored snapshot, so the profile shows the new credit too.
  useCustomerQuery();
  const transactions = useTransactions();
  const data = transactions.data;
  if (!data) {
    return (
      <ResultPanel tone="pending" title={t('checking')} testId="paid-top-up-checking">
        <TopUpLinks />
      </ResultPanel>
    );
  }
  const topUp = recentTopUp(data.transactions, new Date());
  const credit = (
    <p className="text-lg font-bold" data-testid="paid-new-credit">
      {t('newCredit', { amount: formatToman(data.credit) })}
    </p>
  );
  if (!topUp) {
    return (
      <ResultPanel tone="pending" title={t('noRecentTopUpTitle')} testId="paid-top-up-none">
        {credit}
        <TopUpLinks />
      </ResultPanel>
    );
  }
  return (
    <ResultPanel tone="success" title={t('chargingTitle')} testId="paid-top-up">
      {credit}
      <p className="text-sm text-text-muted">
        {t('lastTopUp', { amount: formatToman(topUp.amount) })}
      </p>
      <TopUpLinks />
    </ResultPanel>
  );
}

/** /paid-order: the bank's success return, for an order (fromOrder) or a top-up (isCharging). */
export function PaidScreen({ result, next }: { result: PaymentReturn; next: string }) {
  const t = useTranslations('payment');
  const signedOut = useSignedOut();
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
  if (signedOut) return <SignedOutNotice next={next} />;
  return result.kind === 'order' ? <PaidOrder orderId={result.orderId} /> : <PaidTopUp />;
}
