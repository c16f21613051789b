'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useMergeChanges } from '@/queries/cart';

/**
 * What the login's merge did to the guest's lines (lowered to the stock or
 * order limit, or left out), listed on the cart and at checkout until the
 * customer closes it: the login's toast is gone once its next page opens.
 */
export function MergeNotice({ className = '' }: { className?: string }) {
  const t = useTranslations('cart');
  const { changes, dismiss } = useMergeChanges();
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="cart-merge-notice-title"
      className={`flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4 ${className}`}
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
