import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrPrint } from '@/components/account/qr-print';
import { QR_CODE_TTL_SECONDS } from '@/lib/contract/qr';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('qr');
  return { title: t('printTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function QrPrintPage() {
  const t = await getTranslations('qr');
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('printTitle')}</h1>
      <QrPrint ttlMinutes={QR_CODE_TTL_SECONDS / 60} />
    </section>
  );
}
