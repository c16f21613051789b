'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { controlClasses } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import type { Order } from '@/lib/contract/order';
import { useEditOrder } from '@/lib/queries/orders';

/** The order contract's limit on the description. */
const MAX_DESCRIPTION = 1000;

/** While the order is created and unpaid, its description can still be changed (POST order/{id}/edit). */
export function OrderDescriptionForm({ order }: { order: Order }) {
  const t = useTranslations('orders.edit');
  const edit = useEditOrder(order.order_id);
  const [text, setText] = useState(order.description);
  const id = useId();
  const unchanged = text.trim() === order.description.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    edit.mutate({ description: text.trim() });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="order-description-form">
      <label htmlFor={id} className="font-medium">
        {t('label')}
      </label>
      <textarea
        id={id}
        name="description"
        rows={3}
        maxLength={MAX_DESCRIPTION}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${controlClasses} py-2 leading-7`}
      />
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
