'use client';

import { useEffect } from 'react';
import { rememberViewed } from '@/lib/recently-viewed/browser-list';
import { useIsCustomer } from '@/stores/user';

/**
 * A product page was opened: the browser's list takes it first, and for a
 * customer the server's too (with the API client loaded only then). In an
 * effect, never in the server's render: the page is cached and shared.
 */
export function RecordView({ productId }: { productId: number }) {
  const customer = useIsCustomer();
  useEffect(() => {
    rememberViewed(productId);
  }, [productId]);
  useEffect(() => {
    if (customer) void import('@/queries/recently-viewed').then((m) => m.sendView(productId));
  }, [customer, productId]);
  return null;
}
