'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/ui/toast';

/** One «added» toast at a time: adding again replaces it instead of stacking another. */
const ADDED_TOAST = 'added-to-cart';

/**
 * The «added to cart» toast: the product's name and «مشاهدهٔ سبد», a link on
 * to the cart, so the customer need not reach for the cart icon.
 */
export function useNotifyAdded(): (message: string, productName: string) => void {
  const t = useTranslations('cart');
  return (message, productName) =>
    notify.success(message, {
      id: ADDED_TOAST,
      description: productName,
      action: (
        <Link
          href="/cart"
          onClick={() => notify.dismiss(ADDED_TOAST)}
          className="ms-auto inline-flex min-h-11 shrink-0 items-center rounded-lg bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary-strong"
          data-testid="toast-view-cart"
        >
          {t('viewCart')}
        </Link>
      ),
    });
}
