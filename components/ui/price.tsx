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
    // Component classes (globals.css): a list draws a price on every card, in the HTML and the payload.
    <div className={className ? `price ${className}` : 'price'} data-testid={testId}>
      {discounted ? (
        <div className="price-was">
          <span className="sr-only">{t('oldPrice')}</span>
          <s className="whitespace-nowrap text-text-muted">{formatToman(price)}</s>
          {discountPercent > 0 ? (
            <span className="price-badge">
              {t('discount', { percent: formatNumber(discountPercent) })}
            </span>
          ) : null}
        </div>
      ) : null}
      <div className={size === 'lg' ? 'price-now text-xl' : 'price-now'}>
        {discounted ? <span className="sr-only">{t('finalPrice')}</span> : null}
        {formatToman(finalPrice)}
      </div>
    </div>
  );
}
