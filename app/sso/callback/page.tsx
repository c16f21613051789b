import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SsoCallback } from '@/components/account/sso-callback';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('sso');
  // The code in the address is single use, but it still must not leak to other sites.
  return { title: t('callbackTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

export default async function SsoCallbackPage({ searchParams }: Props) {
  const t = await getTranslations('sso');
  const query = await searchParams;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-6 py-12 text-center">
      <h1 className="text-2xl font-bold">{t('callbackTitle')}</h1>
      <SsoCallback code={one(query.code)} state={one(query.state)} iss={one(query.iss)} />
    </section>
  );
}
