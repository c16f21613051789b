import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryDirectory } from '@/components/catalog/category-directory';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { getAppConfig, getCategoryTree } from '@/server/storefront/catalog';

// Rendered at its first visit (never at build: no database then), then served
// from the shared page cache until a tag it read is revalidated or 300 s pass
// (CATALOG_REVALIDATE_SECONDS); see lib/catalog/cached-route.ts.
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const [t, config, tree] = await Promise.all([
    getTranslations('catalog.categories'),
    getAppConfig(),
    getCategoryTree(),
  ]);
  return listingMetadata({
    title: t('title'),
    description: t('description', { shop: config.shop_name }),
    path: '/categories',
    shopName: config.shop_name,
    image: tree.find((node) => node.image)?.image ?? undefined,
  });
}

export default async function CategoriesPage() {
  return <CategoryDirectory tree={await getCategoryTree()} />;
}
