import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/category-view';
import { parseListingFilters, type RawSearchParams } from '@/components/catalog/listing-filters';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { categoryPath, isCanonicalSlug, parseId } from '@/components/catalog/paths';
import { formatNumber } from '@/lib/format/digits';
import { getAppConfig, getCategories, getProductList } from '@/server/storefront/catalog';

type Props = {
  params: Promise<{ id: string; slug?: string[] }>;
  searchParams: Promise<RawSearchParams>;
};

async function findCategory(params: Props['params']) {
  const id = parseId((await params).id);
  if (id === undefined) return undefined;
  return (await getCategories()).find((c) => c.id === id);
}

function pageQuery(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await connection();
  const [category, config, t] = await Promise.all([
    findCategory(params),
    getAppConfig(),
    getTranslations('catalog.category'),
  ]);
  // The page answers the 404 itself; a notFound() here would leave it without a body.
  if (!category) return {};
  const { page } = parseListingFilters(await searchParams);
  const list = await getProductList({ type: 'category', category: category.id, page });
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

export default async function CategoryPage({ params, searchParams }: Props) {
  await connection();
  const category = await findCategory(params);
  if (!category) notFound();
  const { page } = parseListingFilters(await searchParams);
  if (!isCanonicalSlug((await params).slug, category.slug)) {
    permanentRedirect(`${categoryPath(category)}${pageQuery(page)}`);
  }
  const [categories, list] = await Promise.all([
    getCategories(),
    getProductList({ type: 'category', category: category.id, page }),
  ]);
  return (
    <CategoryView
      category={category}
      categories={categories}
      list={list}
      hrefFor={(p) => `${categoryPath(category)}${pageQuery(p)}`}
    />
  );
}
