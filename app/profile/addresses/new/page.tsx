import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewAddress } from '@/components/account/addresses/address-editor';
import { openedFromCheckout } from '@/lib/checkout/address-return';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addresses.form');
  return { title: t('newTitle'), robots: { index: false, follow: false } };
}

export default async function NewAddressPage({
  searchParams,
}: PageProps<'/profile/addresses/new'>) {
  const [t, { from }] = await Promise.all([getTranslations('addresses.form'), searchParams]);
  return (
    <section className="flex flex-col gap-6" aria-labelledby="address-form-title">
      <h1 id="address-form-title" className="text-2xl font-bold">
        {t('newTitle')}
      </h1>
      <NewAddress fromCheckout={openedFromCheckout(from)} />
    </section>
  );
}
