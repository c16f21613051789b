'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  sendFailureMessage,
  sendLoginCode,
  verifyFailureMessage,
  verifyLoginCode,
} from '@/lib/api/login';
import { type CodeSentData, type CustomerAuthData, validateBody } from '@/lib/contract/auth';
import { formatCountdown } from '@/lib/format/countdown';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { FieldError } from './field-error';
import { reportFailure } from './report-failure';
import { useSecondsLeft } from './use-seconds-left';
import { useWebOtp } from './use-web-otp';

const CODE_LENGTH = 6;

/** Whatever was typed or pasted (Persian, Arabic or Latin digits, spaces), as the code's digits. */
function codeDigits(input: string): string {
  return toLatinDigits(input).replace(/\D/g, '').slice(0, CODE_LENGTH);
}

type CodeStepProps = {
  mobile: string;
  /** When another code may be asked for (ms since epoch). */
  resendAt: number;
  onResent: (sent: CodeSentData) => void;
  onEditMobile: () => void;
  onVerified: (auth: CustomerAuthData) => void;
};

/** Step 2: the code from the SMS, with a countdown to the next resend and a way back to the number. */
export function CodeStep({ mobile, resendAt, onResent, onEditMobile, onVerified }: CodeStepProps) {
  const t = useTranslations('login');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const codeInput = useRef<HTMLInputElement>(null);
  /** One check at a time: a completed code and a tap on «ورود» may arrive together. */
  const checking = useRef(false);

  // The step appears to take the code: the caret waits in its field, and the
  // keyboard (or the SMS code suggestion) comes up without another tap.
  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  async function check(digits: string) {
    const parsed = validateBody.safeParse({ mobile, code: digits });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (checking.current) return;
    checking.current = true;
    setError(null);
    setNotice(null);
    setPending('verify');
    try {
      onVerified(await verifyLoginCode(parsed.data.mobile, parsed.data.code));
    } catch (failure) {
      setError(reportFailure(failure, verifyFailureMessage(failure)));
      setPending(null);
    } finally {
      checking.current = false;
    }
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(code);
  }

  /**
   * A code that is complete goes in by itself, however it arrived (typed, pasted,
   * suggested above the keyboard or handed over by WebOTP): one tap fewer.
   */
  function takeCode(input: string) {
    const digits = codeDigits(input);
    setCode(digits);
    if (digits.length === CODE_LENGTH && digits !== code) void check(digits);
  }
  useWebOtp(takeCode);

  async function resend() {
    setError(null);
    setNotice(null);
    setPending('resend');
    try {
      onResent(await sendLoginCode(mobile, true));
      setCode('');
      setNotice(t('resent'));
      codeInput.current?.focus();
    } catch (failure) {
      setError(reportFailure(failure, sendFailureMessage(failure)));
    } finally {
      setPending(null);
    }
  }

  return (
    <form
      onSubmit={verify}
      noValidate
      className="flex flex-col gap-3"
      data-testid="login-code-step"
    >
      <h2 className="text-lg font-bold">{t('codeStepTitle')}</h2>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span data-testid="login-code-sent">
          {t('codeSentTo', { mobile: toPersianDigits(mobile) })}
        </span>
        <button
          type="button"
          onClick={onEditMobile}
          className="min-h-11 text-primary underline underline-offset-4"
        >
          {t('editMobile')}
        </button>
      </p>
      <label htmlFor={inputId} className="font-medium">
        {t('codeLabel')}
      </label>
      <input
        ref={codeInput}
        id={inputId}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        value={toPersianDigits(code)}
        onChange={(event) => takeCode(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={errorId}
        className="min-h-11 rounded-lg border border-border bg-surface-raised px-3 text-center text-2xl tracking-[0.5em]"
      />
      <FieldError id={errorId} message={error} />
      <p role="status" className="min-h-6 text-sm text-success">
        {notice}
      </p>
      <Button type="submit" disabled={pending !== null}>
        {pending === 'verify' ? t('verifying') : t('verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={resend}
          disabled={secondsLeft > 0 || pending !== null}
        >
          {t('resend')}
        </Button>
        {secondsLeft > 0 && (
          <span className="text-sm text-text-muted" data-testid="resend-countdown">
            {t('resendIn', { time: formatCountdown(secondsLeft) })}
          </span>
        )}
      </div>
    </form>
  );
}
