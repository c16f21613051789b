import type { Metadata } from 'next';
import { PaidScreen } from '@/components/payment/paid-screen';
import { readReturnPage, returnPageMetadata } from '@/lib/payment/return-page';
import { PAID_ORDER_PATH } from '@/lib/payment/return-urls';

// Rendered for every visit: the answer depends on the query and on the payment just made.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return returnPageMetadata('paid');
}

export default async function PaidOrderPage({ searchParams }: PageProps<'/paid-order'>) {
  const { result, next } = readReturnPage(PAID_ORDER_PATH, await searchParams);
  return <PaidScreen result={result} next={next} />;
}
