import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GiftRequestsScreen } from '@/components/loyalty/gift-requests-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty.requests');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page() {
  const t = await getTranslations('loyalty.requests');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="gift-requests-title">
      <h1 id="gift-requests-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <GiftRequestsScreen />
    </section>
  );
}
