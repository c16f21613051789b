import { getTranslations } from 'next-intl/server';
import { RecentlyViewedIsland } from './recently-viewed-island';

/**
 * «بازدیدهای اخیر شما» under a product (without it) and on the home page. Only
 * its words come from the server: the products are the visitor's own, drawn in
 * the browser, so the page stays one cached page for everyone.
 */
export async function RecentlyViewed({ exclude }: { exclude?: number }) {
  const t = await getTranslations('catalog.recentlyViewed');
  const card = await getTranslations('catalog.card');
  return (
    <RecentlyViewedIsland
      exclude={exclude}
      labels={{
        title: t('title'),
        clear: t('clear'),
        clearWhat: t('clearWhat'),
        outOfStock: card('outOfStock'),
      }}
    />
  );
}
