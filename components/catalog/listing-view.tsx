import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format/digits';
import {
  getAppConfig,
  getCategories,
  getSearchProperties,
  searchProducts,
} from '@/server/storefront/catalog';
import { FilterForm } from './filter-form';
import { FilterPanel } from './filter-panel';
import { graph, itemListLd, JsonLd } from './json-ld';
import {
  hasNarrowingFilters,
  type ListingFilters,
  toQueryString,
  toSearchBody,
} from './listing-filters';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

type Props = {
  /** The listing's own path: /products or /search. */
  action: '/products' | '/search';
  title: string;
  filters: ListingFilters;
};

/** The listing shared by /products and /search: filters, sort, results and pages, all in the URL. */
export async function ListingView({ action, title, filters }: Props) {
  const [t, config, result, categories, properties] = await Promise.all([
    getTranslations('catalog.listing'),
    getAppConfig(),
    searchProducts(toSearchBody(filters), filters.page),
    getCategories(),
    getSearchProperties(),
  ]);
  const resetHref =
    action === '/search' && filters.query
      ? toQueryString({ query: filters.query, properties: [], inStock: false, page: 1 })
      : '';
  const countText = result.count_capped
    ? t('countCapped', { count: formatNumber(result.count) })
    : t('count', { count: formatNumber(result.count) });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <FilterForm
        action={action}
        label={t('formLabel')}
        className="grid gap-4 lg:grid-cols-[17rem_1fr] lg:items-start"
      >
        <FilterPanel
          filters={filters}
          categories={categories}
          properties={properties}
          priceRange={config.price_range}
          resetHref={`${action}${resetHref}`}
          open={hasNarrowingFilters(filters)}
        />
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold" aria-live="polite">
              {countText}
            </h2>
            <SortSelect value={filters.sort} />
          </div>
          {/* Shown only while the form's next page is on its way (the form marks itself pending). */}
          <div className="hidden in-data-pending:block">
            <Skeleton type={config.skeletonType} count={8} />
          </div>
          <div data-testid="search-results" className="in-data-pending:hidden">
            {result.results.length > 0 ? (
              <ProductGrid products={result.results} eagerCount={2} />
            ) : (
              <div className="rounded-xl border border-dashed border-border p-8 text-center">
                <p className="font-medium">{t('empty')}</p>
                <Link
                  prefetch={false}
                  href={
                    filters.page > 1
                      ? `${action}${toQueryString({ ...filters, page: 1 })}`
                      : `${action}${resetHref}`
                  }
                  className="mt-2 inline-block text-primary-strong underline underline-offset-4"
                >
                  {filters.page > 1 ? t('firstPage') : t('clearFilters')}
                </Link>
              </div>
            )}
          </div>
          <Pagination
            page={result.page}
            pageCount={result.page_count}
            hrefFor={(page) => `${action}${toQueryString({ ...filters, page })}`}
          />
        </div>
      </FilterForm>
      {result.results.length > 0 && <JsonLd data={graph(itemListLd(result.results))} />}
    </div>
  );
}
