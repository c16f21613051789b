import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { chosenAddressId } from '@/lib/checkout/address-return';
import { getBranches } from '@/server/storefront/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return {
    title: t('metaTitle'),
    description: t('description'),
    robots: { index: false, follow: false },
  };
}

export default async function CheckoutPage({ searchParams }: PageProps<'/cart/checkout'>) {
  const [t, branches, { address }] = await Promise.all([
    getTranslations('checkout'),
    getBranches(),
    searchParams,
  ]);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <CheckoutScreen branches={branches} addressId={chosenAddressId(address)} />
    </div>
  );
}
