import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationsScreen } from '@/components/notifications/notifications-screen';
import { readPage } from '@/lib/orders/paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function NotificationsPage({
  searchParams,
}: PageProps<'/profile/notifications'>) {
  const t = await getTranslations('notifications');
  const { page } = await searchParams;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <NotificationsScreen page={readPage(page)} />
    </section>
  );
}
