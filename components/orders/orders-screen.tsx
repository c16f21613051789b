'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { IslandSkeleton } from '@/components/ui/island-skeleton';
import { LoadFailed } from '@/components/ui/load-failed';
import { SignedOut } from '@/components/ui/signed-out';
import { FIRST_PAGE } from '@/lib/constants';
import { TAB_STATUSES } from '@/lib/contract/order-status';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { useSignedOut } from '@/queries/customer';
import { useOrders } from '@/queries/orders';
import { useOrderTabStatuses } from '@/stores/orders';
import { HideDetailsToggle } from './hide-details-toggle';
import { OrderCard } from './order-card';
import { OrderTabs } from './order-tabs';
import { OrdersPager } from './orders-pager';
import { useOrderListPaging } from './use-order-list-paging';

/**
 * /profile/orders: the tab (kept in the persisted store with its statuses),
 * the page (in the address, so Back works), and the cards of that page.
 */
export function OrdersScreen({ page }: { page: number }) {
  const t = useTranslations('orders');
  const signedOut = useSignedOut();
  const { tab, chooseTab, changeStatus, changing } = useOrderListPaging(ORDERS_PATH, page);
  const storedStatuses = useOrderTabStatuses();
  const statuses = storedStatuses.length > 0 ? storedStatuses : [...TAB_STATUSES[tab]];
  const orders = useOrders(statuses, page);
  const [hideDetails, setHideDetails] = useState(false);

  if (signedOut) return <SignedOut />;

  return (
    <div className="flex flex-col gap-4">
      <OrderTabs tab={tab} onChange={chooseTab}>
        <div className="flex flex-col gap-4">
          <HideDetailsToggle
            checked={hideDetails}
            onChange={setHideDetails}
            testId="orders-hide-details"
          />
          {orders.isError ? (
            <LoadFailed
              message={t('loadFailed')}
              retryLabel={t('retry')}
              onRetry={() => void orders.refetch()}
            />
          ) : !orders.data ? (
            <IslandSkeleton count={3} />
          ) : orders.data.data.length === 0 ? (
            <div className="flex flex-col items-start gap-3" data-testid="orders-empty">
              <p>{page > FIRST_PAGE ? t('emptyPage') : t(`empty.${tab}`)}</p>
              <Link
                href={page > FIRST_PAGE ? ORDERS_PATH : '/'}
                className={buttonClasses('secondary', 'sm')}
              >
                {page > FIRST_PAGE ? t('firstPage') : t('shop')}
              </Link>
            </div>
          ) : (
            <ul aria-label={t('list')} className="flex flex-col gap-3" data-testid="orders-list">
              {orders.data.data.map((order) => (
                <OrderCard
                  key={order.order_id}
                  order={order}
                  hideDetails={hideDetails}
                  busy={changing}
                  onChange={changeStatus(order.order_id)}
                />
              ))}
            </ul>
          )}
          {orders.data ? <OrdersPager page={page} pageCount={orders.data.page_count} /> : null}
        </div>
      </OrderTabs>
    </div>
  );
}
