'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DescriptionField } from '@/components/ui/description-field';
import type { Order } from '@/lib/contract/order';
import { useEditOrder } from '@/queries/orders';

/** While the order is created and unpaid, its description can still be changed (POST order/{id}/edit). */
export function OrderDescriptionForm({ order }: { order: Order }) {
  const t = useTranslations('orders.edit');
  const edit = useEditOrder(order.order_id);
  const [text, setText] = useState(order.description);
  const unchanged = text.trim() === order.description.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    edit.mutate({ description: text.trim() });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="order-description-form">
      <DescriptionField value={text} onChange={setText} />
      <Button
        type="submit"
        variant="secondary"
        className="self-start"
        disabled={edit.isPending || unchanged}
      >
        {edit.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
