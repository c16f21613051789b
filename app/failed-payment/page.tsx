import type { Metadata } from 'next';
import { FailedScreen } from '@/components/payment/failed-screen';
import { readReturnPage, returnPageMetadata } from '@/lib/payment/return-page';
import { FAILED_PAYMENT_PATH } from '@/lib/payment/return-urls';

// Rendered for every visit: the answer depends on the query and on the payment just tried.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return returnPageMetadata('failed');
}

export default async function FailedPaymentPage({ searchParams }: PageProps<'/failed-payment'>) {
  const { result, next } = readReturnPage(FAILED_PAYMENT_PATH, await searchParams);
  return <FailedScreen result={result} next={next} />;
}
