'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { useCartLines, useStoreHydrated } from '@/stores/root-store';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** The guest cart kept in this browser: its lines, its total and the way on to checkout. */
export function BrowserCart() {
  const t = useTranslations('cart');
  const lines = useCartLines();
  const hydrated = useStoreHydrated();

  // Until storage is read back the cart only looks empty; a placeholder avoids a false "empty".
  if (!hydrated && lines.length === 0) return <Skeleton type="list" count={2} />;
  if (lines.length === 0) return <CartEmpty />;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-label={t('lines')}>
        <ul className="flex flex-col gap-3">
          {lines.map((line) => (
            <CartLine key={line.product_id} line={line} />
          ))}
        </ul>
      </section>
      <CartSummary lines={lines} />
    </div>
  );
}
