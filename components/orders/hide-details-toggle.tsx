'use client';

import { useTranslations } from 'next-intl';

/** «پنهان کردن جزئیات بیشتر» above a list of order cards. */
export function HideDetailsToggle({
  checked,
  onChange,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  const t = useTranslations('orders');
  return (
    <label className="flex min-h-11 items-center gap-2 self-start text-sm">
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      {t('hideDetails')}
    </label>
  );
}
