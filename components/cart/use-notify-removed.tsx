'use client';

import { useTranslations } from 'next-intl';
import { notify } from '@/lib/ui/toast';

/**
 * One «removed» toast at a time: removing another line replaces it (and its
 * undo). Each gets an id of its own: a toast shown again under the id of one
 * being dismissed (its undo tapped a moment before) went out with it.
 */
let shown = 0;
const removedToast = (n: number) => `cart-line-removed-${n}`;
/** Long enough to notice a slip and reach the button. */
const UNDO_MS = 8000;

/**
 * «حذف شد» with the product's name and «بازگرداندن», which puts the line back
 * as it was (count and toppings): a line taken off by «−» at 1 or by the
 * delete button is one tap from coming back.
 */
export function useNotifyRemoved(): (productName: string, undo: () => void) => void {
  const t = useTranslations('cart');
  return (productName, undo) => {
    notify.dismiss(removedToast(shown));
    shown += 1;
    const id = removedToast(shown);
    notify.success(t('removed'), {
      id,
      description: productName,
      duration: UNDO_MS,
      action: (
        <button
          type="button"
          onClick={() => {
            notify.dismiss(id);
            undo();
          }}
          className="ms-auto inline-flex min-h-11 shrink-0 items-center rounded-lg bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary-strong"
          data-testid="toast-undo-remove"
        >
          {t('undo')}
        </button>
      ),
    });
  };
}
