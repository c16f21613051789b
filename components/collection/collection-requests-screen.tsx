'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HideDetailsToggle } from '@/components/orders/hide-details-toggle';
import { OrderCard } from '@/components/orders/order-card';
import { OrderTabs } from '@/components/orders/order-tabs';
import { OrdersPager } from '@/components/orders/orders-pager';
import { useOrderListPaging } from '@/components/orders/use-order-list-paging';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { COLLECTIONS_PATH, collectionsPagePath } from '@/lib/collection/paths';
import { FIRST_PAGE } from '@/lib/constants';
import type { CollectionRequest } from '@/lib/contract/collection';
import { TAB_STATUSES } from '@/lib/contract/order-status';
import { formatNumber } from '@/lib/format/digits';
import { windowEnds } from '@/lib/format/time';
import { useCollectionRequests } from '@/queries/collection';
import { useSignedOut } from '@/queries/customer';

/** When and how often a request is collected: once, or every week on its weekdays, in its window. */
function ScheduleRow({ request }: { request: CollectionRequest }) {
  const t = useTranslations('collection');
  const window = request.zone_time
    ? t('window', windowEnds(request.zone_time.start_time, request.zone_time.end_time))
    : '';
  const { schedule } = request;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm" data-testid="collection-schedule">
      <span className="text-text-muted">{t('schedule')}:</span>
      <span>
        {schedule.repeat
          ? t('weekly', {
              days: schedule.weekday_titles.join('، '),
              window,
            })
          : t('once', { window })}
      </span>
      {schedule.pickups_done > 0 ? (
        <span className="text-text-muted">
          {t('pickupsDone', { count: formatNumber(schedule.pickups_done) })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * /profile/collection-requests: the customer's collection requests as order
 * cards under the order tabs, with spec 4's cancel and re-request (a yes/no
 * question, the success message, the matching tab, page 1 after 300 ms).
 */
export function CollectionRequestsScreen({ page }: { page: number }) {
  const t = useTranslations('collection');
  const tOrders = useTranslations('orders');
  const signedOut = useSignedOut();
  const { tab, chooseTab, changeStatus, changing } = useOrderListPaging(COLLECTIONS_PATH, page);
  const requests = useCollectionRequests(TAB_STATUSES[tab], page);
  const [hideDetails, setHideDetails] = useState(false);

  if (signedOut) return <SignedOut />;

  return (
    <OrderTabs tab={tab} onChange={chooseTab}>
      <div className="flex flex-col gap-4">
        <HideDetailsToggle checked={hideDetails} onChange={setHideDetails} />
        {requests.isError ? (
          <LoadFailed
            message={t('loadFailed')}
            retryLabel={tOrders('retry')}
            onRetry={() => void requests.refetch()}
          />
        ) : !requests.data ? (
          <IslandSkeleton count={2} />
        ) : requests.data.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3" data-testid="collections-empty">
            <p>{page > FIRST_PAGE ? tOrders('emptyPage') : t(`empty.${tab}`)}</p>
            <p className="text-sm text-text-muted">{t('emptyHint')}</p>
            <Link
              href={page > FIRST_PAGE ? COLLECTIONS_PATH : '/'}
              className={buttonClasses('secondary', 'sm')}
            >
              {page > FIRST_PAGE ? tOrders('firstPage') : t('browse')}
            </Link>
          </div>
        ) : (
          <ul aria-label={t('list')} className="flex flex-col gap-3" data-testid="collections-list">
            {requests.data.data.map((request) => (
              <OrderCard
                key={request.order_id}
                order={request}
                hideDetails={hideDetails}
                busy={changing}
                onChange={changeStatus(request.order_id)}
              >
                <ScheduleRow request={request} />
              </OrderCard>
            ))}
          </ul>
        )}
        {requests.data ? (
          <OrdersPager
            page={page}
            pageCount={requests.data.page_count}
            pagePath={collectionsPagePath}
          />
        ) : null}
      </div>
    </OrderTabs>
  );
}
