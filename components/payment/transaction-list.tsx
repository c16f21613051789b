import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Transaction } from '@/lib/contract/payment';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatToman } from '@/lib/format/money';
import { dayOf } from '@/lib/orders/card-rows';
import { orderPath } from '@/lib/payment/return-urls';
import { signedToman } from '@/lib/payment/signed-amount';

/** Credit movements, newest first: what, when, how much (signed) and the balance after. */
export function TransactionList({ items }: { items: Transaction[] }) {
  const t = useTranslations('payment.credit');
  const toman = useTranslations('common')('toman');
  if (items.length === 0) return <p data-testid="transactions-empty">{t('transactionsEmpty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="transactions">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-start justify-between gap-2 py-3"
          data-testid="transaction"
          data-kind={item.kind}
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium">{t(`kind.${item.kind}`)}</p>
            {item.description ? (
              <p className="text-sm text-text-muted">{toPersianDigits(item.description)}</p>
            ) : null}
            <p className="text-sm text-text-muted">
              <time dateTime={item.created_at}>{formatJalaliDate(dayOf(item.created_at))}</time>
              {item.order_id !== null ? (
                <>
                  {' · '}
                  <Link href={orderPath(item.order_id)} className="text-primary hover:underline">
                    {t('order', { number: formatNumber(item.order_id) })}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <div className="flex flex-col items-end gap-0.5">
            <p
              className={`font-bold ${item.amount >= 0 ? 'text-success' : 'text-danger'}`}
              data-testid="transaction-amount"
            >
              {signedToman(item.amount, toman)}
            </p>
            <p className="text-sm text-text-muted">
              {t('balanceAfter', { amount: formatToman(item.balance_after, toman) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
