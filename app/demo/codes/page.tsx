import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DemoCodes } from '@/components/layout/demo-codes';
import { readDemoOutbox } from '@/server/storefront/demo-outbox';

// The outbox changes with every login code: read on each visit, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('demo.codesPage');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /demo/codes: the demo banner's «کدهای ورود» in Persian. Only where the
 * outbox API answers (a demo shop with the built-in SMS adapter), and only for
 * the shop's own machine: the page asks the API as the visitor, so the API's
 * loopback guard refuses everyone else here too.
 */
export default async function DemoCodesPage({ searchParams }: Props) {
  const t = await getTranslations('demo.codesPage');
  const given = (await searchParams).mobile;
  const mobile = typeof given === 'string' ? given.trim() : '';
  const outbox = await readDemoOutbox(
    (await headers()).get('x-forwarded-for'),
    mobile === '' ? null : mobile,
  );
  if (outbox.kind === 'absent') notFound();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4" aria-labelledby="demo-codes">
      <h1 id="demo-codes" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="text-text-muted">{t('intro')}</p>
      {outbox.kind === 'refused' ? (
        <p
          role="alert"
          className="rounded-lg bg-surface-muted p-4"
          data-testid="demo-codes-refused"
        >
          {outbox.message}
        </p>
      ) : (
        <DemoCodes results={outbox.results} mobile={mobile} />
      )}
    </section>
  );
}
