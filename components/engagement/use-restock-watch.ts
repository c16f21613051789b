'use client';

import { useEffect, useRef } from 'react';
import { fetchProductForCustomer } from '@/lib/api/engagement';
import { setLiveStock } from '@/lib/catalog/live-stock';
import { useCustomerId } from '@/queries/customer';
import { useHeardUnreadCount } from '@/queries/notifications';

/**
 * A product page rendered «ناموجود» learns of a restock without a reload:
 * each time the bell hears of a new notification (the restock one among
 * them), the product's live stock is read, and once it is back the page
 * switches to its add button (lib/catalog/live-stock.ts).
 */
export function useRestockWatch(productId: number): void {
  const customerId = useCustomerId();
  const heard = useHeardUnreadCount();
  const last = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = last.current;
    last.current = heard;
    if (customerId === null || heard === undefined || before === undefined || heard <= before) {
      return;
    }
    const controller = new AbortController();
    fetchProductForCustomer(productId, customerId, controller.signal)
      .then((product) => {
        if (product.is_exist) {
          const { is_exist, stock, order_limit } = product;
          setLiveStock(productId, { is_exist, stock, order_limit });
        }
      })
      // Not knowing yet is no failure: the next notification, or a reload, asks again.
      .catch(() => undefined);
    return () => controller.abort();
  }, [heard, customerId, productId]);
}
