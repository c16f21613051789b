'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type CartSummaryProps = {
  /** Units in the cart. */
  count: number;
  /** The lines' amounts summed, in Toman, before coupon and shipping. */
  total: number;
  onClear: () => void;
  clearing?: boolean;
};

export function CartSummary({ count, total, onClear, clearing = false }: CartSummaryProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('cart');
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold">
        {t('summary')}
      </h2>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-4">
          <dt className="text-text-muted">{t('itemsCount')}</dt>
          <dd data-testid="cart-count">{formatNumber(count)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{formatToman(total)}</dd>
        </div>
      </dl>
      <Link href="/cart/checkout" className={buttonClasses('primary')} data-testid="cart-checkout">
        {t('checkout')}
      </Link>
      <Button variant="danger" onClick={onClear} disabled={clearing}>
        {t('clear')}
      </Button>
    </section>
  );
}
