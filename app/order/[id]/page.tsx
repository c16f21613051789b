import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderDetail } from '@/components/orders/order-detail';
import { ORDER_PAYMENT_QUERY, type OrderPaymentOutcome } from '@/lib/payment/return-urls';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.detail');
  // One customer's own order: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Query = Record<string, string | string[] | undefined>;

/** What the bank's return says; the server adds credited=true when the money went to account credit. */
function outcomeOf(query: Query): OrderPaymentOutcome | null {
  const value = query[ORDER_PAYMENT_QUERY];
  if (query.credited === 'true') return 'credited';
  return value === 'paid' || value === 'failed' ? value : null;
}

export default async function OrderPage({ params, searchParams }: PageProps<'/order/[id]'>) {
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id) || Number(id) < 1) notFound();
  const query = await searchParams;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <OrderDetail id={Number(id)} outcome={outcomeOf(query)} />
    </div>
  );
}
