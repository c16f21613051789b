import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressList } from '@/components/account/addresses/address-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('addresses');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function AddressesPage() {
  const t = await getTranslations('addresses');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="addresses-title">
      <h1 id="addresses-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <AddressList />
    </section>
  );
}
