'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { countOf, totalOf } from '@/lib/cart/browser-cart';
import { formatNumber } from '@/lib/format/digits';
import { notify } from '@/lib/ui/toast';
import { cartActions, useCartLines, useStoreHydrated } from '@/stores/root-store';
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
            <CartLine
              key={line.product_id}
              product={line.product}
              count={line.count}
              total={line.product.final_price * line.count}
              toppings={
                line.toppings.length > 0
                  ? t('toppings', {
                      count: formatNumber(line.toppings.reduce((sum, tp) => sum + tp.count, 0)),
                    })
                  : null
              }
              onIncrease={() => cartActions.add(line.product)}
              onDecrease={() => cartActions.remove(line.product_id)}
              onDelete={() => cartActions.deleteLine(line.product_id)}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        count={countOf(lines)}
        total={totalOf(lines)}
        onClear={() => {
          cartActions.clear();
          notify.success(t('cleared'));
        }}
      />
    </div>
  );
}
