'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useResetOnReturn } from '@/lib/payment/use-reset-on-return';
import { useCustomerQuery } from '@/queries/customer';
import { usePayOrderByCard, usePayOrderFromCredit } from '@/queries/payment';
import { useCustomer } from '@/stores/customer';

/**
 * Paying an unpaid order: by card through the gateway (a staff-created order
 * returns here, the customer's own to the paid or failed screen), or from the
 * account credit when it covers the amount.
 */
export function OrderPay({ order }: { order: Order }) {
  const formatToman = useFormatToman();
  const t = useTranslations('orders.pay');
  const byCard = usePayOrderByCard();
  const byCredit = usePayOrderFromCredit();
  useCustomerQuery();
  const customer = useCustomer();
  const credit = customer?.credit ?? null;
  const creditShort = credit !== null && credit < order.invoice.price;
  useResetOnReturn(byCard.reset);
  const busy = byCard.isPending || byCard.isSuccess || byCredit.isPending;

  return (
    <section
      aria-labelledby="order-pay-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-surface-raised p-4"
      data-testid="order-pay"
    >
      <h2 id="order-pay-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p>{t('hint', { amount: formatToman(order.invoice.price) })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => byCard.mutate(order)} disabled={busy} data-testid="order-pay-card">
          {byCard.isPending || byCard.isSuccess ? t('redirecting') : t('card')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => byCredit.mutate(order.order_id)}
          disabled={busy || creditShort}
          aria-describedby={credit !== null ? 'order-pay-credit-balance' : undefined}
          data-testid="order-pay-credit"
        >
          {byCredit.isPending ? t('paying') : t('credit')}
        </Button>
      </div>
      {credit !== null ? (
        <p id="order-pay-credit-balance" className="text-sm text-text-muted">
          {t('creditBalance', { amount: formatToman(credit) })}
          {creditShort ? (
            <>
              {' — '}
              {t('creditShort')}{' '}
              <Link href="/profile/credit" className="text-primary underline">
                {t('topUp')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
