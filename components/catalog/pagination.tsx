import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/digits';

type Props = {
  page: number;
  pageCount: number;
  /** The address of a page of the same listing, with its filters kept. */
  hrefFor: (page: number) => string;
};

/** The pages to show: the first, the last, and two either side of the current one. */
function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous > 1) items.push('gap');
    items.push(p);
  }
  return items;
}

const item =
  'grid min-h-11 min-w-11 place-items-center rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-muted';

/** Plain links, so paging works without JavaScript and every page has its own address. */
export async function Pagination({ page, pageCount, hrefFor }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('catalog.pagination');
  return (
    <nav aria-label={t('label')} data-testid="pagination" className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link prefetch={false} href={hrefFor(page - 1)} rel="prev" className={item}>
              {t('previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                prefetch={false}
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: formatNumber(p) })}
                className={`${item} ${p === page ? 'border-primary bg-primary font-bold text-on-primary hover:bg-primary' : ''}`}
              >
                {formatNumber(p)}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link prefetch={false} href={hrefFor(page + 1)} rel="next" className={item}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
