'use client';

import { useState } from 'react';
import { unitPriceOf } from '@/lib/cart/line-price';
import type { ProductSummary, Topping } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { AddToCart } from './add-to-cart';
import { QuantityStepper } from './quantity-stepper';
import { type ToppingsLabels, ToppingsSelector } from './toppings-selector';

export type PurchaseLabels = ToppingsLabels & {
  quantity: string;
  total: string;
  addToCart: string;
  added: string;
};

type Props = {
  product: ProductSummary;
  toppings: Topping[];
  /** The most one order may hold: the order limit and the stock, whichever is lower. */
  maxQuantity: number;
  labels: PurchaseLabels;
};

/**
 * The product page's one interactive part: toppings, quantity and the live
 * total (lib/cart/line-price: unit final price + Σ topping price × count, × quantity), then add to cart.
 */
export function ProductPurchase({ product, toppings, maxQuantity, labels }: Props) {
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const [quantity, setQuantity] = useState(1);
  const soldOut = !product.is_exist;

  const chosen = toppings.flatMap((topping) => {
    const count = counts.get(topping.id) ?? 0;
    return count > 0 ? [{ id: topping.id, name: topping.name, price: topping.price, count }] : [];
  });
  // Priced as the cart will price the line, so the total here is the cart's.
  const total = unitPriceOf(product.final_price, chosen) * quantity;

  return (
    <div className="flex flex-col gap-4">
      {toppings.length > 0 && (
        <ToppingsSelector
          toppings={toppings}
          counts={counts}
          disabled={soldOut}
          labels={labels}
          onChange={(id, count) =>
            setCounts((current) => {
              const next = new Map(current);
              next.set(id, count);
              return next;
            })
          }
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="font-medium">{labels.quantity}</span>
        <QuantityStepper
          value={quantity}
          min={1}
          max={Math.max(1, maxQuantity)}
          onChange={setQuantity}
          label={labels.quantity}
          increaseLabel={labels.increase}
          decreaseLabel={labels.decrease}
          disabled={soldOut}
        />
      </div>
      <p className="flex items-baseline justify-between gap-3 text-lg">
        <span>{labels.total}</span>
        <output aria-live="polite" className="font-bold" data-testid="purchase-total">
          {formatNumber(total)} {labels.toman}
        </output>
      </p>
      <AddToCart
        product={product}
        count={quantity}
        toppings={chosen}
        label={labels.addToCart}
        addedMessage={labels.added}
      />
    </div>
  );
}
