import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavoritesScreen } from '@/components/engagement/favorites-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('engagement.favorites');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function FavoritesPage() {
  const t = await getTranslations('engagement.favorites');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <FavoritesScreen />
    </section>
  );
}
