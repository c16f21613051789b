import { useRouter } from 'next/navigation';
import { FIRST_PAGE } from '@/lib/constants';
import type { OrderStatus, OrderTab } from '@/lib/contract/order-status';
import { useChangeOrderStatus } from '@/queries/orders';
import { setOrderTab, useOrderTab } from '@/stores/orders';

/**
 * What a list of order cards under the order tabs does (orders, collection
 * requests): the stored tab, a tab switch back to page 1, and spec 4's status
 * change that reloads page 1 of the matching tab.
 */
export function useOrderListPaging(listPath: string, page: number) {
  const router = useRouter();
  const tab = useOrderTab();
  // Replace, not push: a tab switch or a reload is not a place to come Back to.
  const toFirstPage = () => {
    if (page !== FIRST_PAGE) router.replace(listPath, { scroll: false });
  };
  const change = useChangeOrderStatus(toFirstPage);
  const chooseTab = (next: OrderTab) => {
    setOrderTab(next);
    toFirstPage();
  };
  const changeStatus = (orderId: number) => (status: OrderStatus) =>
    change.mutateAsync({ id: orderId, status });
  return { tab, chooseTab, changeStatus, changing: change.isPending };
}
