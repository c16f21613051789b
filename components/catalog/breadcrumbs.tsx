import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ForwardChevron } from '@/components/ui/forward-chevron';
import type { Crumb } from './json-ld';

/**
 * The trail from the home page to the current page; the last crumb is the
 * page itself. On a phone it is one line that scrolls sideways, so a deep
 * trail of 44 px links does not push the page down.
 */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('catalog');
  return (
    <nav aria-label={t('breadcrumbs')} className="-mx-4 text-sm md:mx-0">
      <ol className="flex items-center gap-x-1 overflow-x-auto px-4 whitespace-nowrap text-text-muted [scrollbar-width:none] md:flex-wrap md:px-0 md:whitespace-normal">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex shrink-0 items-center gap-1 md:shrink">
              {last ? (
                <span aria-current="page" className="font-medium text-text">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link
                    prefetch={false}
                    href={crumb.href}
                    className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-4 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <ForwardChevron className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
