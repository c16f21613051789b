import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('cart');
  // The cart is personal: nothing in it is worth indexing.
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

export default async function CartPage() {
  const t = await getTranslations('cart');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <CartView />
    </div>
  );
}
