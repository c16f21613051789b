import { HeartLabelsScope } from '@/components/engagement/heart-labels-scope';
import type { ProductSummary } from '@/lib/contract/catalog';
import { ProductCard } from './product-card';

type Props = {
  products: ProductSummary[];
  headingLevel?: 2 | 3;
  /** How many cards at the top load their images eagerly. */
  eagerCount?: number;
};

/** The grid's columns: two on a phone, up to five in the page's 72rem. */
const GRID_CARD_SIZES =
  '(min-width: 1280px) 14rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * Cards from this one on wait to be styled, laid out and painted until they
 * near the screen (`.below-fold-card`): on a phone the first three rows of two
 * fill the first screen, and a wide screen's first rows are on screen anyway,
 * so they are drawn at once.
 */
const FIRST_DRAWN_CARDS = 6;

export function ProductGrid({ products, headingLevel = 3, eagerCount = 0 }: Props) {
  return (
    <HeartLabelsScope>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {products.map((product, index) => (
          // No className at all on the first cards: an undefined prop is still spelled out in the payload.
          <li
            key={product.id}
            {...(index < FIRST_DRAWN_CARDS ? {} : { className: 'below-fold-card' })}
          >
            <ProductCard
              product={product}
              headingLevel={headingLevel}
              eager={index < eagerCount}
              sizes={GRID_CARD_SIZES}
            />
          </li>
        ))}
      </ul>
    </HeartLabelsScope>
  );
}
