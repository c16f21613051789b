import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { cachedQuery } from '@/lib/catalog/cached-route';
import { parseListingFilters, toQueryString } from '@/lib/catalog/listing-filters';
import { categoryPath, isCanonicalSlug, parseId } from '@/lib/catalog/paths';
import type { SearchSort } from '@/lib/contract/catalog';
import { formatNumber } from '@/lib/format/digits';
import { getAppConfig, getCategories, getProductList } from '@/server/storefront/catalog';

type Props = { params: Promise<{ key: string; id: string; slug?: string[] }> };

// Rendered at its first visit (never at build: no database then), then served
// from the shared page cache until a tag it read is revalidated or 300 s pass
// (CATALOG_REVALIDATE_SECONDS); see lib/catalog/cached-route.ts.
export const revalidate = 300;

export function generateStaticParams(): { key: string; id: string }[] {
  return [];
}

async function findCategory(params: Props['params']) {
  const id = parseId((await params).id);
  if (id === undefined) return undefined;
  return (await getCategories()).find((c) => c.id === id);
}

function pageQuery(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

/** The query of a page of this category in the chosen order. */
function listingQuery(sort: SearchSort | undefined, page: number): string {
  return toQueryString({ sort, page, properties: [], inStock: false });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [category, config, t] = await Promise.all([
    findCategory(params),
    getAppConfig(),
    getTranslations('catalog.category'),
  ]);
  // The page answers the 404 itself; a notFound() here would leave it without a body.
  if (!category) return {};
  const { page, sort } = parseListingFilters(cachedQuery((await params).key));
  // The same call as the page's (React's cache() answers it once); the canonical address has no order.
  const list = await getProductList({ type: 'category', category: category.id, sort, page });
  return listingMetadata({
    title:
      page > 1 ? t('titlePaged', { name: category.name, page: formatNumber(page) }) : category.name,
    description:
      category.description || t('description', { name: category.name, shop: config.shop_name }),
    path: `${categoryPath(category)}${pageQuery(page)}`,
    shopName: config.shop_name,
    image: category.image ?? list.results[0]?.image,
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = await findCategory(params);
  if (!category) notFound();
  const { page, sort } = parseListingFilters(cachedQuery((await params).key));
  if (!isCanonicalSlug((await params).slug, category.slug)) {
    permanentRedirect(`${categoryPath(category)}${listingQuery(sort, page)}`);
  }
  const [categories, list] = await Promise.all([
    getCategories(),
    getProductList({ type: 'category', category: category.id, sort, page }),
  ]);
  return (
    <CategoryView
      category={category}
      categories={categories}
      list={list}
      sort={sort}
      hrefFor={(p) => `${categoryPath(category)}${listingQuery(sort, p)}`}
    />
  );
}
