import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Crumb } from './json-ld';

/** The trail from the home page to the current page; the last crumb is the page itself. */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-text">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.href} className="underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true">‹</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
