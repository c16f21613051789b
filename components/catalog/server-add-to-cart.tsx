'use client';

import { useState } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';
import { describeFailure } from '@/lib/api/error-catalogue';
import type { LineLimits } from '@/lib/cart/browser-cart';
import type { PricedTopping } from '@/lib/contract/cart';
import type { ProductSummary } from '@/lib/contract/catalog';
import { isRefusedAdd, useCartAdd } from '@/queries/cart';
import { AddButton } from './add-button';
import { useNotifyAdded } from './use-notify-added';

export type AddToCartProps = {
  product: ProductSummary;
  count: number;
  /** The chosen toppings, with names and prices for the line shown before the server answers. */
  toppings: PricedTopping[];
  /** The product's stock and order limit as the page has them: a guest's cart stops there. */
  limits: LineLimits;
  label: string;
  addedMessage: string;
};

/**
 * A customer's add: the header badge counts it at once, the server cart gets
 * it in order with other changes. A 400 (too many, out of stock, no longer
 * sold) is the server's reason, said here under the button (spec 8).
 */
function ServerAddToCartButton({ product, count, toppings, label, addedMessage }: AddToCartProps) {
  const add = useCartAdd();
  const notifyAdded = useNotifyAdded();
  const [refusal, setRefusal] = useState<string | null>(null);

  return (
    <>
      <AddButton
        label={label}
        disabled={!product.is_exist}
        busy={add.isPending}
        onClick={() => {
          setRefusal(null);
          add.mutate(
            {
              product_id: product.id,
              count,
              // Toppings sent replace the line's: an add without a choice keeps the earlier one.
              toppings:
                toppings.length > 0
                  ? toppings.map(({ id, count: toppingCount }) => ({ id, count: toppingCount }))
                  : undefined,
              product,
              pricedToppings: toppings,
            },
            {
              onSuccess: () => notifyAdded(addedMessage, product.name),
              onError: (error) => {
                if (isRefusedAdd(error)) setRefusal(describeFailure(error).message);
              },
            },
          );
        }}
      />
      {refusal ? (
        <p role="alert" className="text-sm text-danger" data-testid="add-to-cart-refused">
          {refusal}
        </p>
      ) : null}
    </>
  );
}

/** Loaded lazily, with the query client it needs: none of it is in a catalogue page's first script. */
export function ServerAddToCart(props: AddToCartProps) {
  return (
    <QueryProvider>
      <ServerAddToCartButton {...props} />
    </QueryProvider>
  );
}
