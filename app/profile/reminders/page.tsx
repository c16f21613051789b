import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RemindersScreen } from '@/components/engagement/reminders-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('engagement.reminders');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function RemindersPage() {
  const t = await getTranslations('engagement.reminders');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="reminders-title">
      <h1 id="reminders-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <RemindersScreen />
    </section>
  );
}
