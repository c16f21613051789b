import { HeartLabelsScope } from '@/components/engagement/heart-labels-scope';
import type { ProductSummary } from '@/lib/contract/catalog';
import { ProductCard } from './product-card';

/**
 * A row of cards that scrolls sideways with snap points, with no script;
 * keyboard users reach every card through its link. The scroll padding equals
 * the padding so the first card already sits on a snap point: otherwise the
 * browser snaps on load, and that scroll ends Chrome's LCP measurement.
 */
type Props = {
  products: ProductSummary[];
  label: string;
  /** See ProductCard's markPrice. */
  markPrices?: boolean;
  /** See ProductCard's heart. */
  hearts?: boolean;
  /** How many cards at the start load their pictures at once (the page's first screen). */
  eagerCount?: number;
};

export function ProductCarousel({
  products,
  label,
  markPrices = true,
  hearts = true,
  eagerCount = 0,
}: Props) {
  const list = (
    <ul
      aria-label={label}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
    >
      {products.map((product, index) => (
        <li key={product.id} className="w-40 shrink-0 snap-start sm:w-48">
          <ProductCard
            product={product}
            sizes="(min-width: 640px) 12rem, 10rem"
            eager={index < eagerCount}
            markPrice={markPrices}
            heart={hearts}
          />
        </li>
      ))}
    </ul>
  );
  return hearts ? <HeartLabelsScope>{list}</HeartLabelsScope> : list;
}
