import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type PriceProps = {
  /** The list price, whole Toman. */
  price: number;
  /** The price after discount; equal to `price` without one. */
  finalPrice: number;
  discountPercent?: number;
  size?: 'sm' | 'lg';
  className?: string;
  testId?: string;
};

/**
 * The final price always comes last, on a line of its own, so "the last line"
 * of the price is the amount to pay; the struck-through old price and the
 * discount badge sit above it only when there is a discount.
 */
export function Price({
  price,
  finalPrice,
  discountPercent = 0,
  size = 'sm',
  className = '',
  testId,
}: PriceProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('common');
  const discounted = finalPrice < price;
  return (
    <div className={`flex flex-col items-start gap-0.5 ${className}`} data-testid={testId}>
      {discounted ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <span className="sr-only">{t('oldPrice')}</span>
          <s className="whitespace-nowrap text-text-muted">{formatToman(price)}</s>
          {discountPercent > 0 ? (
            <span className="whitespace-nowrap rounded-md bg-danger-bg px-1.5 py-0.5 text-xs font-bold text-on-danger">
              {t('discount', { percent: formatNumber(discountPercent) })}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={`whitespace-nowrap font-bold ${size === 'lg' ? 'text-xl' : ''}`}>
        {discounted ? <span className="sr-only">{t('finalPrice')}</span> : null}
        {formatToman(finalPrice)}
      </div>
    </div>
  );
}
