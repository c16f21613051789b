import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReferralsScreen } from '@/components/loyalty/referrals-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty.referrals');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function Page() {
  const t = await getTranslations('loyalty.referrals');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="referrals-title">
      <h1 id="referrals-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <ReferralsScreen />
    </section>
  );
}
