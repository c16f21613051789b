'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { sendFailureMessage, sendLoginCode } from '@/lib/api/login';
import { type CodeSentData, loginBody } from '@/lib/contract/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { FieldError } from './field-error';
import { reportFailure } from './report-failure';

type MobileStepProps = {
  /** The number from an earlier try, when the customer came back to edit it. */
  initialMobile: string;
  /** False until the persisted store is back, which could otherwise undo this step's outcome. */
  ready: boolean;
  onSent: (sent: CodeSentData) => void;
};

/** Step 1: the mobile number, in any spelling; the server sends a code to it. */
export function MobileStep({ initialMobile, ready, onSent }: MobileStepProps) {
  const t = useTranslations('login');
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [value, setValue] = useState(() => toPersianDigits(initialMobile));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBody.safeParse({ mobile: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setPending(true);
    try {
      onSent(await sendLoginCode(parsed.data.mobile));
    } catch (failure) {
      setError(reportFailure(failure, sendFailureMessage(failure)));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="login-mobile-step"
    >
      <h2 className="text-lg font-bold">{t('mobileStepTitle')}</h2>
      <label htmlFor={inputId} className="font-medium">
        {t('mobileLabel')}
      </label>
      <input
        id={inputId}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder={toPersianDigits('09123456789')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${hintId} ${errorId}`}
        className="min-h-11 rounded-lg border border-border bg-surface-raised px-3 text-end text-lg tracking-wide"
      />
      <p id={hintId} className="text-sm text-text-muted">
        {t('mobileHint')}
      </p>
      <FieldError id={errorId} message={error} />
      <Button type="submit" disabled={!ready || pending}>
        {pending ? t('sending') : t('sendCode')}
      </Button>
    </form>
  );
}
