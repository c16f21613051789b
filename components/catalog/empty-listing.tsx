import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { categoryPath } from '@/lib/catalog/paths';
import type { Category } from '@/lib/contract/catalog';
import { getProductList } from '@/server/storefront/catalog';
import { ProductCarousel } from './product-carousel';

/** How many best sellers an empty listing offers instead. */
const POPULAR_COUNT = 10;

type Props = {
  /** What was searched, when it was a search. */
  query?: string;
  /** A link back to page 1 when the listing ran out past its last page. */
  firstPageHref?: string;
  /** Where «حذف فیلترها» leads, only when a filter is set. */
  resetHref?: string;
  categories: Category[];
};

/**
 * Nothing found is not a dead end: what to try, the way out of the filters
 * when some are set, then the shop's best sellers and its categories.
 */
export async function EmptyListing({ query, firstPageHref, resetHref, categories }: Props) {
  const [t, popular] = await Promise.all([
    getTranslations('catalog.listing'),
    getProductList({ type: 'popular', limit: POPULAR_COUNT }),
  ]);
  const topCategories = categories.filter(
    (category) => category.parent_id === null && category.product_count > 0,
  );
  const link = 'font-semibold text-primary-strong underline underline-offset-4';
  return (
    <div data-testid="empty-listing" className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-6 text-center">
        <p className="font-medium">{query ? t('emptyFor', { query }) : t('empty')}</p>
        {query && !resetHref ? <p className="text-sm text-text-muted">{t('emptyHint')}</p> : null}
        {firstPageHref ? (
          <Link
            prefetch={false}
            href={firstPageHref}
            className={`${link} inline-flex min-h-11 items-center`}
          >
            {t('firstPage')}
          </Link>
        ) : resetHref ? (
          <Link
            prefetch={false}
            href={resetHref}
            className={`${link} inline-flex min-h-11 items-center`}
          >
            {t('clearFilters')}
          </Link>
        ) : null}
      </div>
      {popular.results.length > 0 && (
        <section aria-labelledby="empty-popular" className="flex flex-col gap-3">
          <h2 id="empty-popular" className="text-lg font-bold">
            {t('emptyPopular')}
          </h2>
          <ProductCarousel products={popular.results} label={t('emptyPopular')} />
        </section>
      )}
      {topCategories.length > 0 && (
        <nav aria-labelledby="empty-categories" className="flex flex-col gap-3">
          <h2 id="empty-categories" className="text-lg font-bold">
            {t('emptyCategories')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {topCategories.map((category) => (
              <li key={category.id}>
                <Link
                  prefetch={false}
                  href={categoryPath(category)}
                  className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-sm hover:bg-surface-muted"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
