import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderPlaced } from '@/components/orders/order-placed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.placed');
  // One customer's own order: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** The confirmation after an order is placed (a card order's is the bank's return, /paid-order). */
export default async function OrderPlacedPage({ params }: PageProps<'/order/[id]/placed'>) {
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id) || Number(id) < 1) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <OrderPlaced id={Number(id)} />
    </div>
  );
}
