'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatNumber } from '@/lib/format/digits';
import { controlClasses } from './form-field';

/** The order contract's limit on the description. */
const MAX_DESCRIPTION = 1000;

type Props = { value: string; onChange: (value: string) => void };

export function DescriptionField({ value, onChange }: Props) {
  const t = useTranslations('checkout.note');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-lg font-bold">
        {t('label')}
      </label>
      <textarea
        id={id}
        name="description"
        rows={3}
        maxLength={MAX_DESCRIPTION}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClasses} py-2 leading-7`}
        data-testid="checkout-description"
      />
      <p id={`${id}-hint`} className="text-xs text-text-muted">
        {t('hint', { count: formatNumber(MAX_DESCRIPTION) })}
      </p>
    </div>
  );
}
