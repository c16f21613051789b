import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  activeFilterCount,
  type ListingFilters,
  toQueryString,
  toSearchBody,
} from '@/lib/catalog/listing-filters';
import { formatNumber } from '@/lib/format/digits';
import {
  getAppConfig,
  getCategories,
  getSearchProperties,
  searchProducts,
} from '@/server/storefront/catalog';
import { ActiveFilters } from './active-filters';
import { EmptyListing } from './empty-listing';
import { FilterForm } from './filter-form';
import { FilterPanel } from './filter-panel';
import { FilterSheetScope, FilterSheetToggle, FilterSidePanel } from './filter-sheet';
import { graph, itemListLd, JsonLd } from './json-ld';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

type Props = {
  /** The listing's own path: /products or /search. */
  action: '/products' | '/search';
  title: string;
  filters: ListingFilters;
};

/**
 * The listing shared by /products and /search: filters (a side panel on a
 * wide screen, a bottom sheet on a phone), the filters set as chips, sort,
 * results and pages, all in the URL; a spelling it might have meant; and,
 * when nothing is found, best sellers and categories instead of a dead end.
 */
export async function ListingView({ action, title, filters }: Props) {
  const [t, tf, config, result, categories, properties] = await Promise.all([
    getTranslations('catalog.listing'),
    getTranslations('catalog.filters'),
    getAppConfig(),
    searchProducts(toSearchBody(filters), filters.page),
    getCategories(),
    getSearchProperties(),
  ]);
  // On /search the query is the search, kept when the filters go; on /products it is a filter.
  const isSearch = action === '/search';
  const active = activeFilterCount(filters, { queryIsFilter: !isSearch });
  const resetHref =
    active > 0
      ? `${action}${isSearch ? toQueryString({ query: filters.query, properties: [], inStock: false, page: 1 }) : ''}`
      : null;
  const countText = result.count_capped
    ? t('countCapped', { count: formatNumber(result.count) })
    : t('count', { count: formatNumber(result.count) });
  const didYouMean = result.did_you_mean;
  const panel = (
    <FilterPanel
      filters={filters}
      categories={categories}
      properties={properties}
      priceRange={config.price_range}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <FilterForm
        action={action}
        label={t('formLabel')}
        className="grid gap-4 lg:grid-cols-[17rem_1fr] lg:items-start"
      >
        <FilterSheetScope
          panel={panel}
          labels={{
            title: tf('title'),
            close: tf('close'),
            showCount: tf.raw('showCount'),
            showCountCapped: tf.raw('showCountCapped'),
            reset: tf('reset'),
          }}
          count={result.count}
          countCapped={result.count_capped}
          priceRange={config.price_range}
          resetHref={resetHref}
        >
          <FilterSidePanel>
            <div className="flex flex-col gap-4">
              <h2 className="font-semibold">{tf('title')}</h2>
              {panel}
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="submit"
                  className="min-h-11 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90"
                >
                  {tf('apply')}
                </button>
                {resetHref !== null && (
                  <Link
                    prefetch={false}
                    href={resetHref}
                    className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
                  >
                    {tf('reset')}
                  </Link>
                )}
              </div>
            </div>
          </FilterSidePanel>
          <div className="flex min-w-0 flex-col gap-3">
            <div className="sticky top-[var(--site-header-height,4rem)] z-20 -mx-4 flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface/95 px-4 py-2 backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
              <FilterSheetToggle
                label={tf('title')}
                active={active > 0 ? formatNumber(active) : null}
              />
              <SortSelect value={filters.sort} />
            </div>
            <ActiveFilters
              action={action}
              filters={filters}
              categories={categories}
              properties={properties}
              queryIsFilter={!isSearch}
            />
            <h2 className="text-base font-semibold" aria-live="polite">
              {countText}
            </h2>
            {didYouMean && filters.query ? (
              <p data-testid="did-you-mean" className="text-base">
                {t.rich('didYouMean', {
                  suggestion: didYouMean,
                  link: (chunks) => (
                    <Link
                      prefetch={false}
                      href={`${action}${toQueryString({ ...filters, query: didYouMean, page: 1 })}`}
                      className="font-bold text-primary-strong underline underline-offset-4"
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            ) : null}
            {/* Dimmed, not swapped for placeholders, while the next listing loads: the page keeps its height and place. */}
            <div
              data-testid="search-results"
              className="transition-opacity in-data-pending:opacity-50"
            >
              {result.results.length > 0 ? (
                <ProductGrid products={result.results} eagerCount={2} />
              ) : (
                <EmptyListing
                  query={filters.query}
                  firstPageHref={
                    filters.page > 1
                      ? `${action}${toQueryString({ ...filters, page: 1 })}`
                      : undefined
                  }
                  resetHref={resetHref ?? undefined}
                  categories={categories}
                />
              )}
            </div>
            <Pagination
              page={result.page}
              pageCount={result.page_count}
              hrefFor={(page) => `${action}${toQueryString({ ...filters, page })}`}
            />
          </div>
        </FilterSheetScope>
      </FilterForm>
      {result.results.length > 0 && <JsonLd data={graph(itemListLd(result.results))} />}
    </div>
  );
}
