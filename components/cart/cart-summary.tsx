'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { type BrowserCartLine, countOf, totalOf } from '@/lib/cart/browser-cart';
import { formatNumber } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { notify } from '@/lib/ui/toast';
import { cartActions } from '@/stores/root-store';

export function CartSummary({ lines }: { lines: BrowserCartLine[] }) {
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
          <dd data-testid="cart-count">{formatNumber(countOf(lines))}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{formatToman(totalOf(lines))}</dd>
        </div>
      </dl>
      <Link href="/cart/checkout" className={buttonClasses('primary')}>
        {t('checkout')}
      </Link>
      <Button
        variant="danger"
        onClick={() => {
          cartActions.clear();
          notify.success(t('cleared'));
        }}
      >
        {t('clear')}
      </Button>
    </section>
  );
}
