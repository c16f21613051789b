import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReservationsScreen } from '@/components/reservation/reservations-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reservation.list');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ReservationsPage() {
  const t = await getTranslations('reservation.list');
  return (
    <section className="flex flex-col gap-6" aria-labelledby="reservations-title">
      <h1 id="reservations-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <ReservationsScreen />
    </section>
  );
}
