import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CategoryDirectory } from '@/components/catalog/category-directory';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { getAppConfig, getCategoryTree } from '@/server/storefront/catalog';

// Rendered per request, never at build (no database then); the tree comes
// from the tagged data cache.

export async function generateMetadata(): Promise<Metadata> {
  await connection();
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
  await connection();
  return <CategoryDirectory tree={await getCategoryTree()} />;
}
