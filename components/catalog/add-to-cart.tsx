'use client';

import type { ProductSummary } from '@/lib/contract/catalog';
import { notify } from '@/lib/ui/toast';
import { cartActions } from '@/stores/root-store';

type Props = {
  product: ProductSummary;
  count: number;
  toppings: { id: number; count: number }[];
  label: string;
  addedMessage: string;
};

/** Puts the chosen quantity and toppings in the browser cart; disabled when out of stock. */
export function AddToCart({ product, count, toppings, label, addedMessage }: Props) {
  return (
    <button
      type="button"
      data-testid="add-to-cart"
      disabled={!product.is_exist}
      onClick={() => {
        cartActions.add(product, count, toppings);
        notify.success(addedMessage, { description: product.name });
      }}
      className="w-full rounded-xl bg-primary px-5 py-3 font-semibold text-on-primary transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
    >
      {label}
    </button>
  );
}
