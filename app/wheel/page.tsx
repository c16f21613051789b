import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WheelScreen } from '@/components/loyalty/wheel-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty.wheel');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page() {
  const t = await getTranslations('loyalty.wheel');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="wheel-title">
      <h1 id="wheel-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <WheelScreen />
    </section>
  );
}
