import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReservationDetail } from '@/components/reservation/reservation-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reservation.detail');
  // One customer's own booking: never indexed.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Spec 2: where a successful reservation request lands. */
export default async function ReservationPage({ params }: PageProps<'/reservation/[id]'>) {
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id) || Number(id) < 1) notFound();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <ReservationDetail id={Number(id)} />
    </div>
  );
}
