'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import { useCustomerQuery } from '@/queries/customer';
import { usePayOrderFromCredit } from '@/queries/payment';
import { useCustomer } from '@/stores/customer';

type Props = { order: Pick<Order, 'order_id' | 'actions' | 'invoice'>; describedBy: string };

/**
 * An order card's «pay from credit», offered when the order waits to be paid
 * and the account credit covers it, as after re-requesting an order whose
 * refund went to that credit. Anything else is paid from the order's page.
 */
export function CardCreditPay({ order, describedBy }: Props) {
  const t = useTranslations('orders.pay');
  const byCredit = usePayOrderFromCredit();
  useCustomerQuery();
  const customer = useCustomer();
  if (!order.actions.includes('pay') || !customer || customer.credit < order.invoice.price) {
    return null;
  }
  return (
    <Button
      size="sm"
      onClick={() => byCredit.mutate(order.order_id)}
      disabled={byCredit.isPending}
      aria-describedby={describedBy}
      data-testid="order-card-pay-credit"
    >
      {byCredit.isPending ? t('paying') : t('credit')}
    </Button>
  );
}
