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
  /** What the lines' discounts take off (list price − final price, × count), in Toman. */
  savings: number;
  /** Empties the cart; asked only after the customer confirms. */
  onClear: () => void;
  clearing?: boolean;
};

/**
 * The cart's count, savings and total, the way on to checkout, and clearing.
 * On a phone the total and «ادامهٔ خرید و ثبت سفارش» stay in view in a bar over
 * the tab bar however long the cart is, as the product page's add bar does
 * (globals.css pads the page by --action-bar-height); wider screens show them
 * in the summary.
 */
export function CartSummary({
  count,
  total,
  savings,
  onClear,
  clearing = false,
}: CartSummaryProps) {
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
        {savings > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>{t('savings')}</dt>
            <dd data-testid="cart-savings">{formatToman(savings)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-lg font-bold">
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{formatToman(total)}</dd>
        </div>
      </dl>
      <div
        data-action-bar
        data-testid="cart-pay-bar"
        className="fixed inset-x-0 bottom-(--tab-bar-height) z-20 flex items-center gap-3 border-t border-border bg-surface px-4 py-2 shadow-[0_-8px_16px_-12px_rgb(0_0_0/0.25)] md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        <p className="flex min-w-0 shrink-0 flex-col md:hidden">
          <span className="text-xs text-text-muted">{t('total')}</span>
          <span className="font-bold" data-testid="pay-bar-total">
            {formatToman(total)}
          </span>
          {savings > 0 ? (
            <span className="text-xs text-success" data-testid="pay-bar-savings">
              {t('savings')}: {formatToman(savings)}
            </span>
          ) : null}
        </p>
        <Link
          href="/cart/checkout"
          className={buttonClasses('primary', 'md', 'flex-1')}
          data-testid="cart-checkout"
        >
          {t('checkout')}
        </Link>
      </div>
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
