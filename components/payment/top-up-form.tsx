'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CREDIT_TOP_UP_DEFAULT } from '@/lib/constants';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { parseTopUpAmount, TOP_UP_MAX, TOP_UP_MIN } from '@/lib/payment/top-up-amount';
import { useResetOnReturn } from '@/lib/payment/use-reset-on-return';
import { useTopUp } from '@/queries/payment';

const PRESETS = [CREDIT_TOP_UP_DEFAULT, 50_000, 100_000] as const;

/** Top-up: an amount (10 000 Toman unless changed, spec 9), then off to the gateway. */
export function TopUpForm() {
  const t = useTranslations('payment.credit');
  const topUp = useTopUp();
  useResetOnReturn(topUp.reset);
  const [text, setText] = useState(toPersianDigits(CREDIT_TOP_UP_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const leaving = topUp.isPending || topUp.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseTopUpAmount(text);
    if (!parsed.ok) {
      setError(
        t(`errors.${parsed.reason}`, {
          min: formatNumber(TOP_UP_MIN),
          max: formatNumber(TOP_UP_MAX),
        }),
      );
      return;
    }
    setError(null);
    topUp.mutate(parsed.amount);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="top-up-form">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="font-medium">
          {t('amount')}
        </label>
        <input
          id={inputId}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="min-h-11 rounded-lg border border-border bg-surface px-3 text-end"
          data-testid="top-up-amount"
        />
        <p id={hintId} className="text-sm text-text-muted">
          {t('amountHint', { min: formatNumber(TOP_UP_MIN) })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('presets')}</legend>
        {PRESETS.map((amount) => (
          <Button
            key={amount}
            variant="secondary"
            size="sm"
            onClick={() => {
              setText(toPersianDigits(amount));
              setError(null);
            }}
          >
            {formatNumber(amount)}
          </Button>
        ))}
      </fieldset>
      <Button type="submit" className="self-start" disabled={leaving} data-testid="top-up-submit">
        {leaving ? t('redirecting') : t('submit')}
      </Button>
    </form>
  );
}
