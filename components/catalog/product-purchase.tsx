'use client';

import { type ReactNode, useState } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { LineLimits } from '@/lib/cart/browser-cart';
import { unitPriceOf } from '@/lib/cart/line-price';
import { maxQuantity as liveMaxQuantity, useLiveStock } from '@/lib/catalog/live-stock';
import type { ProductSummary, Topping } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { AddToCart } from './add-to-cart';
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
  /** The stock and order limit themselves, for a guest's cart to stop at. */
  limits: LineLimits;
  labels: PurchaseLabels;
  /** What an out-of-stock product offers instead of a dead add button (the back-in-stock reminder). */
  soldOutAction?: ReactNode;
};

/**
 * The product page's one interactive part: toppings, quantity and the live
 * total (lib/cart/line-price: unit final price + Σ topping price × count, × quantity), then add to cart.
 */
export function ProductPurchase({ toppings, labels, soldOutAction, ...rendered }: Props) {
  const [counts, setCounts] = useState<ReadonlyMap<number, number>>(new Map());
  const [quantity, setQuantity] = useState(1);
  // The page may be older than the stock: what it learned since wins (a restock while it was open).
  const live = useLiveStock(rendered.product.id);
  const product = live ? { ...rendered.product, is_exist: live.is_exist } : rendered.product;
  const limits = live ? { stock: live.stock, order_limit: live.order_limit } : rendered.limits;
  const maxQuantity = live ? liveMaxQuantity(live) : rendered.maxQuantity;
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
      {/* On a phone the total and the add button stay in view at the bottom,
          over the tab bar, however far the page is scrolled (globals.css pads
          the page by --action-bar-height); wider screens show them in place. */}
      <div
        data-action-bar
        data-testid="buy-bar"
        className="fixed inset-x-0 bottom-(--tab-bar-height) z-20 flex items-center gap-4 border-t border-border bg-surface px-4 py-2 shadow-[0_-8px_16px_-12px_rgb(0_0_0/0.25)] md:static md:z-auto md:flex-col-reverse md:items-stretch md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {soldOut && soldOutAction ? (
            soldOutAction
          ) : (
            <AddToCart
              product={product}
              count={quantity}
              toppings={chosen}
              limits={limits}
              label={labels.addToCart}
              addedMessage={labels.added}
            />
          )}
        </div>
        <p className="flex shrink-0 flex-col items-end md:flex-row md:items-baseline md:justify-between md:gap-3 md:text-lg">
          <span className="text-xs text-text-muted md:text-base md:text-text">{labels.total}</span>
          <output aria-live="polite" className="font-bold" data-testid="purchase-total">
            {formatNumber(total)} {labels.toman}
          </output>
        </p>
      </div>
    </div>
  );
}
