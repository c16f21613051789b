import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/digits';
import { ordersPagePath } from '@/lib/orders/paths';

type Props = {
  page: number;
  pageCount: number;
  /** The address of a page: the orders list's unless another list is paged. */
  pagePath?: (page: number) => string;
};

/** Previous and next as plain links: each page has its own address, so Back returns to it. */
export function OrdersPager({ page, pageCount, pagePath = ordersPagePath }: Props) {
  const t = useTranslations('orders.pager');
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('label')}
      className="flex items-center justify-between gap-2"
      data-testid="orders-pager"
    >
      {page > 1 ? (
        <Link href={pagePath(page - 1)} rel="prev" className={buttonClasses('secondary', 'sm')}>
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-text-muted" aria-current="page">
        {t('position', { page: formatNumber(page), count: formatNumber(pageCount) })}
      </span>
      {page < pageCount ? (
        <Link href={pagePath(page + 1)} rel="next" className={buttonClasses('secondary', 'sm')}>
          {t('next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
