import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CollectionRequestsScreen } from '@/components/collection/collection-requests-screen';
import { readPage } from '@/lib/orders/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('collection');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function CollectionRequestsPage({
  searchParams,
}: PageProps<'/profile/collection-requests'>) {
  const [t, { page }] = await Promise.all([getTranslations('collection'), searchParams]);
  return (
    <section className="flex flex-col gap-6" aria-labelledby="collections-title">
      <h1 id="collections-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="text-text-muted">{t('intro')}</p>
      <CollectionRequestsScreen page={readPage(page)} />
    </section>
  );
}
