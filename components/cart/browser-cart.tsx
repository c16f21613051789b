'use client';

import { useTranslations } from 'next-intl';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { cartViewOf } from '@/lib/cart/browser-cart';
import { notify } from '@/lib/ui/toast';
import { cartActions, useCartLines, useStoreHydrated } from '@/stores/root-store';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/**
 * The guest cart kept in this browser: its lines, its total and the way on to
 * checkout, shown and priced as the server cart shows the same lines.
 */
export function BrowserCart() {
  const t = useTranslations('cart');
  const lines = useCartLines();
  const hydrated = useStoreHydrated();

  // Until storage is read back the cart only looks empty; a placeholder avoids a false "empty".
  if (!hydrated && lines.length === 0) return <IslandSkeleton count={2} />;
  if (lines.length === 0) return <CartEmpty />;

  const cart = cartViewOf(lines);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-label={t('lines')}>
        <ul className="flex flex-col gap-3" data-testid="browser-cart">
          {cart.items.map((line) => (
            <CartLine
              key={line.product.id}
              product={line.product}
              count={line.count}
              total={line.total}
              toppings={line.toppings}
              onIncrease={() => cartActions.add(line.product)}
              onDecrease={() => cartActions.remove(line.product.id)}
              onDelete={() => cartActions.deleteLine(line.product.id)}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        count={cart.count}
        total={cart.items_price}
        onClear={() => {
          cartActions.clear();
          notify.success(t('cleared'));
        }}
      />
    </div>
  );
}
