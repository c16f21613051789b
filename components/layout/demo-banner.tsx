import { useTranslations } from 'next-intl';
import { DEMO_CODES_PATH } from './demo-codes';

/**
 * Every page of a demo shop says so, and where its login codes are. It sits in
 * the flow above the sticky header, so it scrolls away and never covers the page.
 */
export function DemoBanner() {
  const t = useTranslations('demo');
  return (
    <aside
      aria-label={t('label')}
      data-testid="demo-banner"
      className="bg-accent text-sm text-on-accent"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-3 px-4">
        <p className="flex-1 py-1 text-xs leading-5 sm:text-sm">
          <strong>{t('label')}:</strong> {t('text')}
        </p>
        <a
          href={DEMO_CODES_PATH}
          className="inline-flex min-h-11 shrink-0 items-center font-bold underline underline-offset-4"
        >
          {t('codes')}
        </a>
      </div>
    </aside>
  );
}
