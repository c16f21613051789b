import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { SmsOutboxData } from '@/lib/contract/dev';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatTimeOfDay } from '@/lib/format/time';

export const DEMO_CODES_PATH = '/demo/codes';

type Props = {
  results: SmsOutboxData['results'];
  /** The number the list is narrowed to, as typed. */
  mobile: string;
};

/**
 * The demo's login codes, for the person at the shop's machine: each message
 * the built-in SMS adapter kept instead of sending, newest first, its code
 * large enough to copy from a phone held beside the screen.
 */
export async function DemoCodes({ results, mobile }: Props) {
  const t = await getTranslations('demo.codesPage');
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action={DEMO_CODES_PATH} className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="demo-codes-mobile" className="text-sm font-medium">
            {t('mobile')}
          </label>
          <input
            id="demo-codes-mobile"
            name="mobile"
            inputMode="tel"
            dir="ltr"
            defaultValue={mobile}
            placeholder={toPersianDigits('09120000001')}
            className="min-h-11 w-full rounded-lg border border-border bg-surface-raised px-3 text-base"
          />
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          {t('show')}
        </button>
        <a href={DEMO_CODES_PATH} className={buttonClasses('secondary')}>
          {mobile ? t('all') : t('refresh')}
        </a>
      </form>
      {results.length === 0 ? (
        <p data-testid="demo-codes-empty">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={t('list')}>
          {results.map((message) => (
            <li
              key={message.id}
              data-testid="demo-code"
              className="flex flex-col gap-1 rounded-xl border border-border bg-surface-raised p-4"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <bdi dir="ltr" className="font-medium" data-testid="demo-code-mobile">
                  {toPersianDigits(message.mobile)}
                </bdi>
                <time dateTime={message.created_at} className="text-sm text-text-muted">
                  {formatJalaliDate(message.created_at)}، {formatTimeOfDay(message.created_at)}
                </time>
              </div>
              {message.code ? (
                <p className="flex items-baseline gap-2">
                  <span className="text-sm text-text-muted">{t('code')}</span>
                  <bdi
                    dir="ltr"
                    className="font-mono text-2xl font-bold tracking-widest"
                    data-testid="demo-code-value"
                  >
                    {toPersianDigits(message.code)}
                  </bdi>
                </p>
              ) : null}
              <p className="text-sm leading-7 text-text-muted">{toPersianDigits(message.body)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
