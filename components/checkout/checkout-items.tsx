'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/contract/cart';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

/** What is being ordered, with the way back to the cart to change it. */
export function CheckoutItems({ cart }: { cart: Cart }) {
  const formatToman = useFormatToman();
  const t = useTranslations('checkout.items');
  return (
    <section aria-labelledby="checkout-items-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="checkout-items-title" className="text-lg font-bold">
          {t('title')}
        </h2>
        <Link href="/cart" className="text-sm text-primary underline">
          {t('editCart')}
        </Link>
      </div>
      <ul className="flex flex-col gap-1 text-sm" data-testid="checkout-items">
        {cart.items.map((line) => (
          <li
            key={line.product.id}
            className="flex justify-between gap-3"
            data-testid="checkout-item"
          >
            <span className="min-w-0">
              {t('line', { name: line.product.name, count: formatNumber(line.count) })}
            </span>
            <span className="shrink-0">{formatToman(line.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
