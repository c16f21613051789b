import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import {
  parseListingFilters,
  type RawSearchParams,
  toQueryString,
  toSearchBody,
} from '@/components/catalog/listing-filters';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { ListingView } from '@/components/catalog/listing-view';
import { getAppConfig, searchProducts } from '@/server/storefront/catalog';

type Props = { searchParams: Promise<RawSearchParams> };

// connection() keeps this page out of the build (there is no database then) and
// renders it per request; the data underneath comes from the tagged data cache.

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const [t, config] = await Promise.all([getTranslations('catalog.products'), getAppConfig()]);
  const filters = parseListingFilters(await searchParams, config.price_range);
  const result = await searchProducts(toSearchBody(filters), filters.page);
  return listingMetadata({
    title: t('title'),
    description: t('description', { shop: config.shop_name }),
    path: `/products${filters.page > 1 ? toQueryString({ properties: [], inStock: false, page: filters.page }) : ''}`,
    shopName: config.shop_name,
    image: result.results[0]?.image,
  });
}

export default async function ProductsPage({ searchParams }: Props) {
  await connection();
  const [t, config] = await Promise.all([getTranslations('catalog.products'), getAppConfig()]);
  const filters = parseListingFilters(await searchParams, config.price_range);
  return <ListingView action="/products" title={t('title')} filters={filters} />;
}
