import {
  productCards,
  productsByIdsQuery,
  recentlyViewedBody,
} from '@/lib/contract/recently-viewed';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/**
 * The «بازدیدهای اخیر» calls: the customer's own list, kept on the server, and
 * the public product cards a guest's browser list is drawn from.
 */
export const recentlyViewedCalls = {
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/recently-viewed`,
    response: productCards,
  }),
  record: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/recently-viewed`,
    body: recentlyViewedBody,
    response: productCards,
  }),
  clear: defineCall({
    method: 'delete',
    path: `${CUSTOMER_PREFIX}/recently-viewed`,
    response: productCards,
  }),
  /** Public: the same answer for every visitor asking for the same ids, so shared caches keep it. */
  productsByIds: defineCall({
    method: 'get',
    path: '/v1/products/by-ids',
    query: productsByIdsQuery,
    response: productCards,
  }),
};
