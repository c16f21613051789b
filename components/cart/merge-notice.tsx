'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useMergeChanges } from '@/queries/cart';

/**
 * What the login's merge did to the guest's lines (lowered to the stock or
 * order limit, or left out), listed on the cart until the customer closes it:
 * the toast may have gone by the time they look.
 */
export function MergeNotice() {
  const t = useTranslations('cart');
  const { changes, dismiss } = useMergeChanges();
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="cart-merge-notice-title"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4"
      data-testid="cart-merge-notice"
    >
      <h2 id="cart-merge-notice-title" className="font-bold">
        {t('mergeNotice')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 ps-5">
        {changes.map((change) => (
          <li key={change.product_id} data-testid="cart-merge-change">
            {change.msg}
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="self-start" onClick={dismiss}>
        {t('mergeNoticeClose')}
      </Button>
    </section>
  );
}
