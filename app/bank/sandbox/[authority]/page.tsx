import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SandboxBank } from '@/components/bank/sandbox-bank';
import { getSandboxTransaction } from '@/server/storefront/bank';
import { getAppConfig } from '@/server/storefront/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('bank');
  // The authority in the address is what lets a browser pay: keep it out of indexes and referrers.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { params: Promise<{ authority: string }> };

/** The built-in sandbox bank (PAYMENT_PROVIDER=sandbox); with another gateway every authority is unknown. */
export default async function SandboxBankPage({ params }: Props) {
  const { authority } = await params;
  const [transaction, config] = await Promise.all([
    getSandboxTransaction(authority),
    getAppConfig(),
  ]);
  if (!transaction) notFound();
  return <SandboxBank transaction={transaction} shopName={config.shop_name} />;
}
