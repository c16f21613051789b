import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { readPage } from '@/lib/orders/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function OrdersPage({ searchParams }: PageProps<'/profile/orders'>) {
  const t = await getTranslations('orders');
  const { page } = await searchParams;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <OrdersScreen page={readPage(page)} />
    </section>
  );
}
