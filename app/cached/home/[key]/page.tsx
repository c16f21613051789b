import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeSections } from '@/components/catalog/home-sections';
import { listingMetadata } from '@/components/catalog/listing-metadata';
import { RecentlyViewed } from '@/components/catalog/recently-viewed';
import type { HomeData } from '@/lib/contract/catalog';
import { getAppConfig, getHome } from '@/server/storefront/catalog';

// Rendered at its first visit (never at build: no database then), then served
// from the shared page cache until a tag it read is revalidated or 300 s pass
// (CATALOG_REVALIDATE_SECONDS); see lib/catalog/cached-route.ts.
export const revalidate = 300;

export function generateStaticParams(): { key: string }[] {
  return [];
}

/** The first picture the home page shows, for its share card. */
function firstImage(home: HomeData): string | undefined {
  for (const section of home.results) {
    const [item] = section.items;
    if (item && 'image' in item && item.image) return item.image;
  }
  return undefined;
}

export async function generateMetadata(): Promise<Metadata> {
  const [t, config, home] = await Promise.all([getTranslations('home'), getAppConfig(), getHome()]);
  return listingMetadata({
    title: { absolute: t('title', { shop: config.shop_name }) },
    description: t('description', { shop: config.shop_name }),
    path: '/',
    shopName: config.shop_name,
    image: firstImage(home),
  });
}

export default async function HomePage() {
  const [t, config, home] = await Promise.all([getTranslations('home'), getAppConfig(), getHome()]);
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-xl font-bold">{t('heading', { shop: config.shop_name })}</h1>
      <HomeSections sections={home.results} />
      <RecentlyViewed />
    </div>
  );
}
