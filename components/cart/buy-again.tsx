'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeFailure } from '@/lib/api/error-catalogue';
import { productPath } from '@/lib/catalog/paths';
import type { PrimaryProduct } from '@/lib/contract/order';
import { useFormatToman } from '@/lib/i18n/use-format-toman';
import { isRefusedAdd, useCartAdd } from '@/queries/cart';
import { usePrimaryProducts } from '@/queries/orders';

/**
 * The customer's usual products (POST orders/primary_product), one tap from
 * the cart; nothing shows for a customer who has not ordered yet.
 */
export function BuyAgain() {
  const t = useTranslations('cart.buyAgain');
  const formatToman = useFormatToman();
  const products = usePrimaryProducts();
  const add = useCartAdd();
  const [refused, setRefused] = useState<{ productId: number; message: string } | null>(null);

  const offered = (products.data ?? []).filter((product) => product.is_exist);
  if (offered.length === 0) return null;

  function addOne(product: PrimaryProduct) {
    setRefused(null);
    add.mutate(
      { product_id: product.id, count: 1, product },
      {
        onError: (error) => {
          if (isRefusedAdd(error)) {
            setRefused({ productId: product.id, message: describeFailure(error).message });
          }
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="buy-again-title"
      className="flex flex-col gap-3"
      data-testid="buy-again"
    >
      <h2 id="buy-again-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {offered.map((product) => (
          <li
            key={product.id}
            className="flex flex-wrap items-center gap-3 p-3"
            data-testid="buy-again-item"
          >
            <Link href={productPath(product)} prefetch={false} className="min-w-0 flex-1">
              {product.name}
            </Link>
            <span className="text-sm text-text-muted">{formatToman(product.final_price)}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => addOne(product)}
              aria-label={t('add', { name: product.name })}
            >
              {t('addShort')}
            </Button>
            {refused?.productId === product.id ? (
              <p role="alert" className="basis-full text-sm text-danger">
                {refused.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
