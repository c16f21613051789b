import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GiftsScreen } from '@/components/loyalty/gifts-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty.gifts');
  return { title: t('metaTitle'), description: t('intro') };
}

export default async function GiftsPage() {
  const t = await getTranslations('loyalty.gifts');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="gifts-title">
      <h1 id="gifts-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <GiftsScreen />
    </section>
  );
}
