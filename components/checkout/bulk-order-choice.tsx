'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

type Props = { value: boolean; onChange: (value: boolean) => void };

/** Spec 5: a bulk order (a party, a ceremony) is sent with is_bulk true, so the shop prepares it as one. */
export function BulkOrderChoice({ value, onChange }: Props) {
  const t = useTranslations('checkout.bulk');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1.5 size-5 accent-primary"
        data-testid="checkout-bulk"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-bold">
          {t('label')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-text-muted">
          {t('hint')}
        </p>
      </div>
    </div>
  );
}
