import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrLogin } from '@/components/account/qr-login';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('qr');
  // The secret rides in the address: never indexed, never sent on as a referrer.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Where a shop's printed QR code points: /qr/{id}?t=<one-time secret>. */
export default async function QrLoginPage({ params, searchParams }: Props) {
  const t = await getTranslations('qr');
  const { id } = await params;
  const secret = (await searchParams).t;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-6 py-12 text-center">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <QrLogin id={id} secret={typeof secret === 'string' ? secret : null} />
    </section>
  );
}
