'use client';

import { useTranslations } from 'next-intl';
import type { PricedTopping } from '@/lib/contract/cart';
import { formatNumber } from '@/lib/format/digits';
import { useFormatToman } from '@/lib/i18n/use-format-toman';

/** A cart line's toppings, each named with its count and what it adds to one unit. */
export function ToppingList({ toppings }: { toppings: readonly PricedTopping[] }) {
  const t = useTranslations('cart');
  const formatToman = useFormatToman();
  if (toppings.length === 0) return null;
  return (
    <ul
      aria-label={t('toppingsTitle')}
      className="flex flex-wrap gap-x-3 gap-y-0.5"
      data-testid="cart-line-toppings"
    >
      {toppings.map((topping) => (
        <li key={topping.id}>
          {t('toppingLine', {
            name: topping.name,
            count: formatNumber(topping.count),
            amount: formatToman(topping.price * topping.count),
          })}
        </li>
      ))}
    </ul>
  );
}
