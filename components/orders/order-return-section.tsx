'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import { ReturnForm } from './return-form';
import { ReturnSummary } from './return-summary';

/** The order page's return: its state or deadline, and the «درخواست مرجوعی» flow while it may be asked. */
export function OrderReturnSection({ order }: { order: Order }) {
  const t = useTranslations('orders.return');
  const [open, setOpen] = useState(false);
  const returnable = order.actions.includes('return');
  if (!order.return_request && !returnable) return null;
  return (
    <section
      aria-labelledby="order-return-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4"
      data-testid="order-return"
    >
      <h2 id="order-return-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <ReturnSummary order={order} />
      {returnable && open ? <ReturnForm order={order} onClose={() => setOpen(false)} /> : null}
      {returnable && !open ? (
        <Button type="button" className="self-start" onClick={() => setOpen(true)}>
          {t('open')}
        </Button>
      ) : null}
    </section>
  );
}
