'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { describeFailure } from '@/lib/api/error-catalogue';
import { normalizeCouponCode } from '@/lib/contract/coupon';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { useRedeemGiftCode } from '@/queries/checkout';
import { CodeForm } from './code-form';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** A gift code adds its value to the account credit at once; the invoice shows the new credit. */
export function GiftCodeField() {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.gift');
  const id = useId();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  function submit() {
    const typed = normalizeCouponCode(code);
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
    <CodeForm
      id={id}
      testId="checkout-gift"
      legend={t('legend')}
      label={t('label')}
      name="gift"
      value={code}
      onValueChange={setCode}
      onSubmit={submit}
      submitLabel={t('submit')}
      submitDisabled={redeem.isPending || code.trim() === ''}
      invalid={outcome !== null && !outcome.ok}
      outcome={
        <p
          id={`${id}-outcome`}
          aria-live="polite"
          className={`min-h-6 text-sm ${outcome?.ok ? 'text-success' : 'text-danger'}`}
          data-testid="gift-outcome"
        >
          {outcome?.text}
        </p>
      }
    />
  );
}
