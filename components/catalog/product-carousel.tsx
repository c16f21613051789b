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
  /**
   * Whether the hearts' words come from a HeartLabelsScope above the row: a
   * page of several rows gives them once (about 1 KB of payload a row).
   */
  labelled?: boolean;
  /** How many cards at the start load their pictures at once (the page's first screen). */
  eagerCount?: number;
};

export function ProductCarousel({
  products,
  label,
  markPrices = true,
  hearts = true,
  labelled = false,
  eagerCount = 0,
}: Props) {
  const list = (
    <ul aria-label={label} className="carousel">
      {products.map((product, index) => (
        <li key={product.id} className="carousel-card">
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
  return hearts && !labelled ? <HeartLabelsScope>{list}</HeartLabelsScope> : list;
}
