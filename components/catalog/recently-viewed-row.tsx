'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { QueryProvider } from '@/components/ui/query-provider';
import { useClearRecentlyViewed, useRecentlyViewedProducts } from '@/queries/recently-viewed';
import { ProductCardView } from './product-card-view';

export type RecentlyViewedLabels = {
  /** «بازدیدهای اخیر شما» */
  title: string;
  /** «پاک کردن», and what it clears, for a screen reader. */
  clear: string;
  clearWhat: string;
  outOfStock: string;
};

export type RecentlyViewedRowProps = {
  /** The product the page shows, left out of its own row. */
  exclude?: number;
  labels: RecentlyViewedLabels;
};

function Row({ exclude, labels }: RecentlyViewedRowProps) {
  const id = useId();
  const products = useRecentlyViewedProducts(exclude);
  const clear = useClearRecentlyViewed();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid="recently-viewed">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {labels.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => clear.mutate()}
          data-testid="recently-viewed-clear"
        >
          {labels.clear}
          <span className="sr-only"> {labels.clearWhat}</span>
        </Button>
      </div>
      <ul aria-label={labels.title} className="carousel">
        {products.map((product) => (
          <li key={product.id} className="carousel-card">
            {/* No heart and no price test id: the row is the visitor's own, not the page's. */}
            <ProductCardView
              product={product}
              sizes="(min-width: 640px) 12rem, 10rem"
              markPrice={false}
              heart={false}
              outOfStockLabel={labels.outOfStock}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** «بازدیدهای اخیر شما»: the row itself, with its queries; loaded only where it may show. */
export function RecentlyViewedRow(props: RecentlyViewedRowProps) {
  return (
    <QueryProvider>
      <Row {...props} />
    </QueryProvider>
  );
}
