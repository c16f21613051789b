import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShopImage } from '@/components/ui/shop-image';
import { FILTER_PARAM } from '@/lib/catalog/listing-filters';
import { categoryPath } from '@/lib/catalog/paths';
import type { Category, ProductList, SearchSort } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { Breadcrumbs } from './breadcrumbs';
import { categoryCrumbs } from './crumbs';
import { FilterForm } from './filter-form';
import { breadcrumbLd, graph, itemListLd, JsonLd } from './json-ld';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

type Props = {
  category: Category;
  categories: Category[];
  list: ProductList;
  sort: SearchSort | undefined;
  hrefFor: (page: number) => string;
};

/**
 * A category's page: its trail, sub-categories and products, twenty to a
 * page, in the order chosen with the same control as the search's.
 */
export async function CategoryView({ category, categories, list, sort, hrefFor }: Props) {
  const t = await getTranslations('catalog');
  const children = categories.filter((c) => c.parent_id === category.id);
  const crumbs = categoryCrumbs(categories, category.id, t('home'));

  return (
    <div className="flex flex-col gap-5">
      <JsonLd
        data={graph(
          breadcrumbLd(crumbs),
          ...(list.results.length > 0 ? [itemListLd(list.results)] : []),
        )}
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className="flex items-center gap-4">
        {category.image && (
          <ShopImage
            src={category.image}
            alt=""
            width={64}
            height={64}
            loading="eager"
            className="size-16 shrink-0 rounded-xl border border-border object-cover"
          />
        )}
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{category.name}</h1>
          {category.description && <p className="text-text-muted">{category.description}</p>}
        </div>
      </header>

      {children.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  prefetch={false}
                  href={categoryPath(child)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-border bg-surface px-4 text-sm hover:bg-surface-muted"
                >
                  {child.name}
                  <span className="text-text-muted">({formatNumber(child.product_count)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <FilterForm
        action={categoryPath(category)}
        label={t('listing.formLabel')}
        className="flex flex-col gap-3"
      >
        <section aria-labelledby="category-products" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="category-products" className="text-base font-semibold">
              {t('listing.count', { count: formatNumber(list.count) })}
            </h2>
            <SortSelect value={sort} />
          </div>
          <div className="transition-opacity in-data-pending:opacity-50">
            {list.results.length > 0 ? (
              <ProductGrid products={list.results} eagerCount={2} />
            ) : (
              <p className="rounded-xl border border-dashed border-border p-8 text-center">
                {t('category.empty')}
              </p>
            )}
          </div>
          <Pagination page={list.page} pageCount={list.page_count} hrefFor={hrefFor} />
          <Link
            prefetch={false}
            href={`/products?${FILTER_PARAM.category}=${category.id}`}
            className="inline-flex min-h-11 items-center self-start text-sm text-primary-strong underline underline-offset-4"
          >
            {t('category.filter')}
          </Link>
        </section>
      </FilterForm>
    </div>
  );
}
