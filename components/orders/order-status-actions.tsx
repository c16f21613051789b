'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { ConfirmDialog } from './confirm-dialog';

type Change = { status: OrderStatus; label: 'cancel' | 'reRequest'; question: string };

type Props = {
  order: Pick<Order, 'actions' | 'is_paid' | 'invoice'>;
  busy: boolean;
  /**
   * Makes the change. The screen owns it (and its 300 ms reload), not the card:
   * the card may leave the list the moment the tab switches.
   */
  onChange: (status: OrderStatus) => Promise<unknown>;
  /** Names the order for assistive technology beside the buttons' short labels. */
  describedBy?: string;
};

/**
 * Spec 4's card transitions: cancel a created order, re-request a canceled
 * one, each after a yes/no question. The server's `actions` say which applies.
 */
export function OrderStatusActions({ order, busy, onChange, describedBy }: Props) {
  const t = useTranslations('orders.actions');
  const refund = useTranslations('orders.refund');
  const formatToman = useFormatToman();
  const [asking, setAsking] = useState<Change | null>(null);
  // Before a cancel is confirmed, where the money goes: a paid order's price
  // (card or credit) back to account credit; an unpaid one has nothing to give back.
  const money =
    order.is_paid && order.invoice.price > 0
      ? refund('cancelPaid', { amount: formatToman(order.invoice.price) })
      : refund('cancelUnpaid');

  const changes: Change[] = [];
  if (order.actions.includes('cancel')) {
    changes.push({ status: 'canceled', label: 'cancel', question: t('cancelQuestion') });
  }
  if (order.actions.includes('re_request')) {
    changes.push({ status: 'created', label: 'reRequest', question: t('reRequestQuestion') });
  }
  if (changes.length === 0) return null;

  return (
    <>
      {changes.map((item) => (
        <Button
          key={item.label}
          variant={item.label === 'cancel' ? 'danger' : 'secondary'}
          size="sm"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => setAsking(item)}
          data-testid={item.label === 'cancel' ? 'order-cancel' : 'order-re-request'}
        >
          {t(item.label)}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        question={asking?.question ?? ''}
        detail={asking?.label === 'cancel' ? <p className="text-sm">{money}</p> : undefined}
        busy={busy}
        onNo={() => setAsking(null)}
        onYes={() => {
          if (!asking) return;
          // A refusal was already told by the shared error toast; the dialog just closes.
          void onChange(asking.status)
            .catch(() => undefined)
            .finally(() => setAsking(null));
        }}
      />
    </>
  );
}
