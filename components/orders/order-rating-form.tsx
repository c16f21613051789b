'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { STAR_DEFAULT } from '@/lib/constants';
import { formatNumber } from '@/lib/format/digits';
import { useRateOrder } from '@/queries/orders';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars (3 unless changed, spec 5) and an optional comment. */
export function OrderRatingForm({ orderId }: { orderId: number }) {
  const t = useTranslations('orders.rate');
  const rate = useRateOrder(orderId);
  const [star, setStar] = useState<number>(STAR_DEFAULT.orderComment);
  const [comment, setComment] = useState('');
  const commentId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    rate.mutate({ star, comment: comment.trim() });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="order-rating-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t('stars')}</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="grid size-11 cursor-pointer place-items-center rounded-lg text-2xl has-focus-visible:outline-2 has-focus-visible:outline-primary"
            >
              <input
                type="radio"
                name="star"
                value={value}
                checked={star === value}
                onChange={() => setStar(value)}
                className="sr-only"
              />
              <span aria-hidden="true" className={value <= star ? 'text-accent' : 'text-border'}>
                ★
              </span>
              <span className="sr-only">{t('star', { count: formatNumber(value) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="font-medium">
          {t('comment')}
        </label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={1000}
          rows={3}
          className="rounded-lg border border-border bg-surface p-3"
        />
      </div>
      <Button type="submit" className="self-start" disabled={rate.isPending}>
        {rate.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
