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

export function ProductGrid({ products, headingLevel = 3, eagerCount = 0 }: Props) {
  return (
    <HeartLabelsScope>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {products.map((product, index) => (
          <li key={product.id}>
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
