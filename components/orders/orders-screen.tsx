'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SignedOut } from '@/components/account/profile/profile-screen';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { FIRST_PAGE } from '@/lib/constants';
import type { OrderStatus, OrderTab } from '@/lib/contract/order-status';
import { TAB_STATUSES } from '@/lib/contract/order-status';
import { ORDERS_PATH } from '@/lib/orders/paths';
import { useSignedOut } from '@/queries/customer';
import { useChangeOrderStatus, useOrders } from '@/queries/orders';
import { setOrderTab, useOrderTab, useOrderTabStatuses } from '@/stores/root-store';
import { OrderCard } from './order-card';
import { OrderTabs } from './order-tabs';
import { OrdersPager } from './orders-pager';

/**
 * /profile/orders: the tab (kept in the persisted store with its statuses),
 * the page (in the address, so Back works), and the cards of that page.
 */
export function OrdersScreen({ page }: { page: number }) {
  const t = useTranslations('orders');
  const router = useRouter();
  const signedOut = useSignedOut();
  const tab = useOrderTab();
  const storedStatuses = useOrderTabStatuses();
  const statuses = storedStatuses.length > 0 ? storedStatuses : [...TAB_STATUSES[tab]];
  const orders = useOrders(statuses, page);
  const [hideDetails, setHideDetails] = useState(false);

  // Replace, not push: a tab switch or a reload is not a place to come Back to.
  const toFirstPage = () => {
    if (page !== FIRST_PAGE) router.replace(ORDERS_PATH, { scroll: false });
  };
  const change = useChangeOrderStatus(toFirstPage);

  if (signedOut) return <SignedOut />;

  const chooseTab = (next: OrderTab) => {
    setOrderTab(next);
    toFirstPage();
  };
  const changeStatus = (orderId: number) => (status: OrderStatus) =>
    change.mutateAsync({ id: orderId, status });

  return (
    <div className="flex flex-col gap-4">
      <OrderTabs tab={tab} onChange={chooseTab}>
        <div className="flex flex-col gap-4">
          <label className="flex min-h-11 items-center gap-2 self-start text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={hideDetails}
              onChange={(event) => setHideDetails(event.target.checked)}
              data-testid="orders-hide-details"
            />
            {t('hideDetails')}
          </label>
          {orders.isError ? (
            <LoadFailed
              message={t('loadFailed')}
              retryLabel={t('retry')}
              onRetry={() => void orders.refetch()}
            />
          ) : !orders.data ? (
            <Skeleton type="list" count={3} />
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
                  busy={change.isPending}
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
