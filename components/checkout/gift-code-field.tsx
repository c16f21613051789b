'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { controlClasses } from '@/components/account/form-field';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { toLatinDigits } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useRedeemGiftCode } from '@/lib/queries/checkout';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** A gift code adds its value to the account credit at once; the invoice shows the new credit. */
export function GiftCodeField() {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.gift');
  const id = useId();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = toLatinDigits(code).trim().toUpperCase();
    if (typed === '') return;
    setOutcome(null);
    redeem.mutate(typed, {
      onSuccess: (result) => {
        setCode('');
        setOutcome({
          ok: true,
          text: t('added', {
            amount: formatToman(result.data.amount),
            credit: formatToman(result.data.credit),
          }),
        });
      },
      onError: (error) => setOutcome({ ok: false, text: describeFailure(error).message }),
    });
  }

  return (
    <section
      aria-labelledby={`${id}-legend`}
      className="flex flex-col gap-2"
      data-testid="checkout-gift"
    >
      <h2 id={`${id}-legend`} className="text-lg font-bold">
        {t('legend')}
      </h2>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('label')}
        </label>
        <input
          id={`${id}-code`}
          name="gift"
          dir="ltr"
          autoComplete="off"
          value={code}
          maxLength={40}
          aria-describedby={`${id}-outcome`}
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
          className={`${controlClasses} max-w-60 flex-1 text-start`}
        />
        <Button type="submit" variant="secondary" disabled={redeem.isPending || code.trim() === ''}>
          {t('submit')}
        </Button>
      </form>
      <p
        id={`${id}-outcome`}
        aria-live="polite"
        className={`min-h-6 text-sm ${outcome?.ok ? 'text-success' : 'text-danger'}`}
        data-testid="gift-outcome"
      >
        {outcome?.text}
      </p>
    </section>
  );
}
