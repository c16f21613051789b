'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { type BrowserCartLine, cartViewOf } from '@/lib/cart/browser-cart';
import { savingsOf } from '@/lib/cart/line-price';
import { useCartRefusalText } from '@/lib/i18n/use-cart-refusal-text';
import { notify } from '@/lib/ui/toast';
import { cartActions, getCartLines, useCartLines } from '@/stores/cart';
import { useStoreHydrated } from '@/stores/root-store';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { useLineNote } from './use-line-note';
import { useNotifyRemoved } from './use-notify-removed';

/**
 * Once the stored lines are back, asks the shop for their products as they
 * are now (price, in stock, stock and order_limit), so the cart is shown and
 * its «+» stops against today's stock. The reader loads after the first paint:
 * a guest's cart page does not wait for it.
 */
function useRefreshedLines(hydrated: boolean): void {
  useEffect(() => {
    if (!hydrated) return;
    const ids = getCartLines().map((line) => line.product_id);
    if (ids.length === 0) return;
    const controller = new AbortController();
    void import('@/lib/cart/fresh-products')
      .then(({ freshProducts }) => freshProducts(ids, controller.signal))
      .then((fresh) => {
        if (!controller.signal.aborted) cartActions.refresh(fresh);
      })
      // Offline or refused: the lines stay as last seen.
      .catch(() => undefined);
    return () => controller.abort();
  }, [hydrated]);
}

/**
 * The guest cart kept in this browser: its lines, its total and the way on to
 * checkout, shown and priced as the server cart shows the same lines, and held
 * to each product's stock and order limit as the server cart is.
 */
export function BrowserCart() {
  const t = useTranslations('cart');
  const lines = useCartLines();
  const hydrated = useStoreHydrated();
  const lineNote = useLineNote();
  const refusalText = useCartRefusalText();
  const notifyRemoved = useNotifyRemoved();
  // A refused «+» is said on the line it was made on, as the server cart does.
  const [refused, setRefused] = useState<{ productId: number; message: string } | null>(null);
  useRefreshedLines(hydrated);

  // Until storage is read back the cart only looks empty; a placeholder avoids a false "empty".
  if (!hydrated && lines.length === 0) return <IslandSkeleton count={2} />;
  if (lines.length === 0) return <CartEmpty />;

  /** Takes the line off, with «بازگرداندن» to put it back as it was. */
  const removeWithUndo = (line: BrowserCartLine) => {
    const index = lines.indexOf(line);
    cartActions.deleteLine(line.product_id);
    notifyRemoved(line.product.name, () => cartActions.restore(line, index));
  };

  const cart = cartViewOf(lines);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-label={t('lines')}>
        <ul className="flex flex-col gap-3" data-testid="browser-cart">
          {cart.items.map((item, index) => {
            const line = lines[index];
            if (!line) return null;
            const productId = item.product.id;
            return (
              <CartLine
                key={productId}
                product={item.product}
                count={item.count}
                total={item.total}
                toppings={item.toppings}
                note={refused?.productId === productId ? refused.message : lineNote(item)}
                onIncrease={() => {
                  const refusal = cartActions.add(item.product);
                  setRefused(
                    refusal
                      ? { productId, message: refusalText(refusal, item.product.name) }
                      : null,
                  );
                }}
                onDecrease={() => {
                  setRefused(null);
                  if (line.count <= 1) removeWithUndo(line);
                  else cartActions.remove(productId);
                }}
                onDelete={() => {
                  setRefused(null);
                  removeWithUndo(line);
                }}
              />
            );
          })}
        </ul>
      </section>
      <CartSummary
        count={cart.count}
        total={cart.items_price}
        savings={savingsOf(cart.items)}
        onClear={() => {
          cartActions.clear();
          notify.success(t('cleared'));
        }}
      />
    </div>
  );
}
