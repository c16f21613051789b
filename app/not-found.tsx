import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('layout');
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('layout');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-black text-primary" aria-hidden="true">
        ۴۰۴
      </p>
      <h1 className="text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-text-muted">{t('notFoundText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses('primary')}>
          {t('goHome')}
        </Link>
        <Link href="/search" className={buttonClasses('secondary')}>
          {t('goSearch')}
        </Link>
      </div>
    </section>
  );
}
