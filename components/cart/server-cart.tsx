'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { describeFailure, notifySuccess } from '@/lib/api/error-catalogue';
import type { CartLine as ServerLine } from '@/lib/contract/cart';
import { formatNumber } from '@/lib/format/digits';
import {
  isRefusedAdd,
  useCartAdd,
  useCartClear,
  useCartRemove,
  useCartSetCount,
  useServerCart,
} from '@/queries/cart';
import { BuyAgain } from './buy-again';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** A logged-in customer's cart, kept on the server: every change shows at once and is sent in order. */
export function ServerCart() {
  const t = useTranslations('cart');
  const cart = useServerCart();
  const add = useCartAdd();
  const remove = useCartRemove();
  const setCount = useCartSetCount();
  const clear = useCartClear();
  // Spec 8: a refused add is shown on the line it was made from.
  const [refused, setRefused] = useState<{ productId: number; message: string } | null>(null);

  /** Why a line cannot be ordered as it stands, before the customer finds out at checkout. */
  const stockNote = (line: ServerLine): string | null => {
    if (!line.product.is_exist) return t('soldOut');
    if (line.stock !== null && line.count > line.stock) {
      return t('onlyLeft', { count: formatNumber(line.stock) });
    }
    return null;
  };

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
        <CartEmpty />
        <BuyAgain />
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
      <section aria-label={t('lines')}>
        <ul className="flex flex-col gap-3" data-testid="server-cart">
          {cart.data.items.map((line) => {
            const productId = line.product.id;
            return (
              <CartLine
                key={productId}
                product={line.product}
                count={line.count}
                total={line.total}
                toppings={line.toppings}
                note={refused?.productId === productId ? refused.message : stockNote(line)}
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
                }}
                onDelete={() => {
                  setRefused(null);
                  setCount.mutate({ productId, count: 0 });
                }}
              />
            );
          })}
        </ul>
      </section>
      <CartSummary
        count={cart.data.count}
        total={cart.data.items_price}
        clearing={clear.isPending}
        onClear={() =>
          clear.mutate(undefined, { onSuccess: (result) => notifySuccess(result.msg) })
        }
      />
    </div>
  );
}
