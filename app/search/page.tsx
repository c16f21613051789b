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

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const [t, config] = await Promise.all([getTranslations('search'), getAppConfig()]);
  const filters = parseListingFilters(await searchParams, config.price_range);
  const result = await searchProducts(toSearchBody(filters), filters.page);
  const title = filters.query ? t('titleFor', { query: filters.query }) : t('title');
  return listingMetadata({
    title,
    description: filters.query
      ? t('descriptionFor', { query: filters.query, shop: config.shop_name })
      : t('description', { shop: config.shop_name }),
    path: `/search${toQueryString({ query: filters.query, properties: [], inStock: false, page: filters.page })}`,
    shopName: config.shop_name,
    image: result.results[0]?.image,
  });
}

export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const [t, config] = await Promise.all([getTranslations('search'), getAppConfig()]);
  const filters = parseListingFilters(await searchParams, config.price_range);
  return (
    <ListingView
      action="/search"
      title={filters.query ? t('titleFor', { query: filters.query }) : t('title')}
      filters={filters}
    />
  );
}
