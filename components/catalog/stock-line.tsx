'use client';

import type { ReactNode } from 'react';
import { useLiveStock } from '@/lib/catalog/live-stock';

type Props = {
  productId: number;
  /** As the (cached) page was rendered. */
  isExist: boolean;
  labels: { inStock: string; outOfStock: string };
  /** The server's «only N left» note, for the stock it rendered. */
  children?: ReactNode;
};

/**
 * The product page's «موجود» / «ناموجود» line: what the page was rendered
 * with, until the page learns the live stock (lib/catalog/live-stock.ts).
 */
export function StockLine({ productId, isExist, labels, children }: Props) {
  const live = useLiveStock(productId);
  const exists = live?.is_exist ?? isExist;
  return (
    <p
      data-testid="product-stock"
      className={`font-medium ${exists ? 'text-success' : 'text-danger'}`}
    >
      {exists ? labels.inStock : labels.outOfStock}
      {live ? null : children}
    </p>
  );
}
