import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GiftScreen } from '@/components/loyalty/gift-screen';
import { idParam } from '@/lib/contract/common';
import { getBranches } from '@/server/storefront/catalog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loyalty.gifts');
  return { title: t('metaTitle') };
}

export default async function GiftPage({ params }: PageProps<'/gifts/[id]'>) {
  const id = idParam.safeParse((await params).id);
  if (!id.success) notFound();
  return <GiftScreen id={id.data} branches={await getBranches()} />;
}
