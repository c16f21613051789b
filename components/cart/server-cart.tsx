'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { describeFailure, notifySuccess } from '@/lib/api/error-catalogue';
import { savingsOf } from '@/lib/cart/line-price';
import type { CartLine as ServerLine } from '@/lib/contract/cart';
import {
  isRefusedAdd,
  useCartAdd,
  useCartClear,
  useCartRemove,
  useCartRestore,
  useCartSetCount,
  useServerCart,
} from '@/queries/cart';
import { BuyAgain } from './buy-again';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { MergeNotice } from './merge-notice';
import { useLineNote } from './use-line-note';
import { useNotifyRemoved } from './use-notify-removed';

/** A logged-in customer's cart, kept on the server: every change shows at once and is sent in order. */
export function ServerCart() {
  const t = useTranslations('cart');
  const cart = useServerCart();
  const add = useCartAdd();
  const remove = useCartRemove();
  const setCount = useCartSetCount();
  const clear = useCartClear();
  const restore = useCartRestore();
  const lineNote = useLineNote();
  const notifyRemoved = useNotifyRemoved();
  // Spec 8: a refused add is shown on the line it was made from.
  const [refused, setRefused] = useState<{ productId: number; message: string } | null>(null);

  /** The line as it is now, to put back with «بازگرداندن» after it is taken off. */
  const offerUndo = (line: ServerLine, index: number) =>
    notifyRemoved(line.product.name, () => restore.mutate({ line, index }));

  if (cart.isError && !cart.data) {
    return (
      <LoadFailed
        message={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void cart.refetch()}
      />
    );
  }
  if (!cart.data) return <IslandSkeleton count={2} />;
  if (cart.data.items.length === 0) {
    return (
      <div className="flex flex-col gap-8">
        <MergeNotice />
        <CartEmpty />
        <BuyAgain />
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-label={t('lines')} className="flex flex-col gap-3">
        <MergeNotice />
        <ul className="flex flex-col gap-3" data-testid="server-cart">
          {cart.data.items.map((line, index) => {
            const productId = line.product.id;
            return (
              <CartLine
                key={productId}
                product={line.product}
                count={line.count}
                total={line.total}
                toppings={line.toppings}
                note={refused?.productId === productId ? refused.message : lineNote(line)}
                onIncrease={() => {
                  setRefused(null);
                  add.mutate(
                    { product_id: productId, count: 1, product: line.product },
                    {
                      onError: (error) => {
                        if (isRefusedAdd(error)) {
                          setRefused({ productId, message: describeFailure(error).message });
                        }
                      },
                    },
                  );
                }}
                onDecrease={() => {
                  setRefused(null);
                  remove.mutate(productId);
                  if (line.count <= 1) offerUndo(line, index);
                }}
                onDelete={() => {
                  setRefused(null);
                  setCount.mutate({ productId, count: 0 });
                  offerUndo(line, index);
                }}
              />
            );
          })}
        </ul>
      </section>
      <CartSummary
        count={cart.data.count}
        total={cart.data.items_price}
        savings={savingsOf(cart.data.items)}
        clearing={clear.isPending}
        onClear={() =>
          clear.mutate(undefined, { onSuccess: (result) => notifySuccess(result.msg) })
        }
      />
    </div>
  );
}
