'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/digits';

type Props = { page: number; pageCount: number; onPage: (page: number) => void; testId: string };

/** Previous and next for a list that pages in place (histories, gift requests). */
export function PageButtons({ page, pageCount, onPage, testId }: Props) {
  const t = useTranslations('loyalty.pager');
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('label')}
      className="flex items-center justify-between gap-2"
      data-testid={testId}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span className="text-sm text-text-muted" aria-current="page">
        {t('position', { page: formatNumber(page), count: formatNumber(pageCount) })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
