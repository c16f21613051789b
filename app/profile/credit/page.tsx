import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreditScreen } from '@/components/payment/credit-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payment.credit');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function CreditPage() {
  const t = await getTranslations('payment.credit');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="credit-title">
      <h1 id="credit-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <CreditScreen />
    </section>
  );
}
