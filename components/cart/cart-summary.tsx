'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

type CartSummaryProps = {
  /** Units in the cart. */
  count: number;
  /** The lines' amounts summed, in Toman, before coupon and shipping. */
  total: number;
  /** Empties the cart; asked only after the customer confirms. */
  onClear: () => void;
  clearing?: boolean;
};

export function CartSummary({ count, total, onClear, clearing = false }: CartSummaryProps) {
  const formatToman = useFormatToman();
  const t = useTranslations('cart');
  const [asking, setAsking] = useState(false);
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
      <Button
        variant="danger"
        onClick={() => setAsking(true)}
        disabled={clearing}
        data-testid="cart-clear"
      >
        {t('clear')}
      </Button>
      {/* Emptying a cart cannot be undone: one stray tap must not lose it. */}
      <ConfirmDialog
        open={asking}
        question={t('clearQuestion')}
        yesLabel={t('clearYes')}
        noLabel={t('clearNo')}
        busyLabel={t('clearing')}
        busy={clearing}
        onNo={() => setAsking(false)}
        onYes={() => {
          setAsking(false);
          onClear();
        }}
        testId="cart-clear-confirm"
      />
    </section>
  );
}
