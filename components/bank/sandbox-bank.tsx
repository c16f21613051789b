import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { callPath } from '@/lib/contract/calls/call-path';
import { paymentCalls } from '@/lib/contract/calls/payment';
import type { SandboxBankTransaction } from '@/lib/contract/payment';
import { toPersianDigits } from '@/lib/format/digits';
import { getFormatToman } from '@/lib/i18n/get-format-toman';

type Props = { transaction: SandboxBankTransaction; shopName: string };

/**
 * The built-in bank's payment page. Plain forms, no script: it works as a
 * bank page does, and its posts go to this origin (the page CSP's
 * form-action 'self'), which answers with a redirect to the shop's callback.
 */
export async function SandboxBank({ transaction, shopName }: Props) {
  const t = await getTranslations('bank');
  const formatToman = await getFormatToman();
  const action = (choice: 'pay' | 'cancel') =>
    callPath(choice === 'pay' ? paymentCalls.sandboxPay : paymentCalls.sandboxCancel, {
      authority: transaction.authority,
    });
  return (
    <section
      aria-labelledby="bank-title"
      className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-xl border border-border bg-surface-raised p-6 shadow-sm"
    >
      <header className="flex flex-col gap-2">
        <h1 id="bank-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <p className="text-sm text-text-muted">{t('sandboxNote')}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
        <dt className="text-text-muted">{t('merchant')}</dt>
        <dd data-testid="bank-merchant">{shopName}</dd>
        <dt className="text-text-muted">{t('amount')}</dt>
        <dd data-testid="bank-amount" className="text-lg font-bold">
          {formatToman(transaction.amount)}
        </dd>
        {transaction.description ? (
          <>
            <dt className="text-text-muted">{t('description')}</dt>
            <dd>{toPersianDigits(transaction.description)}</dd>
          </>
        ) : null}
        <dt className="text-text-muted">{t('authority')}</dt>
        <dd dir="ltr" className="break-all text-end font-mono text-sm" data-testid="bank-authority">
          {toPersianDigits(transaction.authority)}
        </dd>
      </dl>
      {transaction.status === 'pending' ? (
        <div className="flex gap-3">
          <form method="post" action={action('pay')} className="flex-1">
            <button
              type="submit"
              data-testid="bank-pay"
              className={buttonClasses('primary', 'md', 'w-full')}
            >
              {t('pay')}
            </button>
          </form>
          <form method="post" action={action('cancel')} className="flex-1">
            <button
              type="submit"
              data-testid="bank-cancel"
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {t('cancel')}
            </button>
          </form>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" data-testid="bank-finished">
            {transaction.status === 'paid' ? t('paid') : t('canceled')}
          </p>
          {transaction.return_url ? (
            <a href={transaction.return_url} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('returnToShop')}
            </a>
          ) : null}
        </div>
      )}
    </section>
  );
}
