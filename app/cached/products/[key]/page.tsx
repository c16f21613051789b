import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { ListingView } from '@/components/catalog/listing-view';
import { cachedQuery } from '@/lib/catalog/cached-route';
import { parseListingFilters, toQueryString, toSearchBody } from '@/lib/catalog/listing-filters';
import { getAppConfig, searchProducts } from '@/server/storefront/catalog';

type Props = { params: Promise<{ key: string }> };

// Rendered at its first visit (never at build: no database then), then served
// from the shared page cache until a tag it read is revalidated or 300 s pass
// (CATALOG_REVALIDATE_SECONDS); see lib/catalog/cached-route.ts.
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, config] = await Promise.all([getTranslations('catalog.products'), getAppConfig()]);
  const filters = parseListingFilters(cachedQuery((await params).key), config.price_range);
  const result = await searchProducts(toSearchBody(filters), filters.page);
  return listingMetadata({
    title: t('title'),
    description: t('description', { shop: config.shop_name }),
    path: `/products${filters.page > 1 ? toQueryString({ properties: [], inStock: false, page: filters.page }) : ''}`,
    shopName: config.shop_name,
    image: result.results[0]?.image,
  });
}

export default async function ProductsPage({ params }: Props) {
  const [t, config] = await Promise.all([getTranslations('catalog.products'), getAppConfig()]);
  const filters = parseListingFilters(cachedQuery((await params).key), config.price_range);
  return <ListingView action="/products" title={t('title')} filters={filters} />;
}
