'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ChosenPhoto } from '@/components/ui/photos-field';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { Order } from '@/lib/contract/order';
import { formatNumber } from '@/lib/format/digits';
import { useRequestReturn } from '@/queries/returns';
import { ReturnPhotosField } from './return-photos-field';

const REASON_MIN = 3;

/** The «درخواست مرجوعی» form: how many of each line come back, why, and up to three photos. */
export function ReturnForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTranslations('orders.return');
  const request = useRequestReturn(order.order_id);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const lines = order.products
      .map((line) => ({ line_id: line.line_id, count: counts[line.line_id] ?? 0 }))
      .filter((line) => line.count > 0);
    if (lines.length === 0) return setError(t('noneChosen'));
    if (reason.trim().length < REASON_MIN) return setError(t('reasonShort'));
    setError(null);
    request.mutate({ lines, reason: reason.trim(), photos: photos.map((photo) => photo.id) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="return-form" noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('linesLegend')}</legend>
        {order.products.map((line) => (
          <div
            key={line.line_id}
            className="flex flex-wrap items-center justify-between gap-2"
            data-testid="return-line"
            data-line-id={line.line_id}
          >
            <span>
              {line.name} <span className="text-text-muted">({formatNumber(line.count)})</span>
            </span>
            <QuantityStepper
              value={counts[line.line_id] ?? 0}
              min={0}
              max={line.count}
              onChange={(value) => setCounts({ ...counts, [line.line_id]: value })}
              label={t('count', { name: line.name })}
              increaseLabel={t('increase', { name: line.name })}
              decreaseLabel={t('decrease', { name: line.name })}
            />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="font-medium">
          {t('reason')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={3}
          required
          className="rounded-lg border border-border bg-surface p-3"
        />
      </div>
      <ReturnPhotosField photos={photos} onChange={setPhotos} />
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="return-form-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('submitting') : t('submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
