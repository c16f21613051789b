import { useTranslations } from 'next-intl';
import type { PointHistory } from '@/lib/contract/loyalty';
import { formatNumber, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';

/** Signed as the credit ledger writes amounts (lib/payment/signed-amount.ts): «+۲۰۰», «−۷۰۰». */
const signed = new Intl.NumberFormat('fa-IR', {
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** Ledger rows, newest first: why, when, how many (signed) and the balance after. */
export function PointHistoryList({ items }: { items: PointHistory[] }) {
  const t = useTranslations('loyalty.history');
  if (items.length === 0) return <p data-testid="points-history-empty">{t('empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="points-history">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-start justify-between gap-3 py-3"
          data-testid="points-history-row"
          data-reason={item.reason}
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="font-medium">{toPersianDigits(item.title)}</p>
            <p className="text-sm text-text-muted">
              <time dateTime={item.created_at}>{formatJalaliDate(item.created_at)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-0.5">
            <p
              className={`font-bold ${item.points >= 0 ? 'text-success' : 'text-danger'}`}
              data-testid="points-history-amount"
            >
              {signed.format(item.points)}
            </p>
            <p className="text-sm text-text-muted">
              {t('balanceAfter', { points: formatNumber(item.balance_after) })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
