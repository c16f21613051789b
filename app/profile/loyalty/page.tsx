import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoyaltyScreen } from '@/components/loyalty/loyalty-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page() {
  const t = await getTranslations('loyalty');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="loyalty-title">
      <h1 id="loyalty-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <LoyaltyScreen />
    </section>
  );
}
