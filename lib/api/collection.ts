import { CUSTOMER_API_PREFIX, FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import {
  type CollectionOptions,
  type CollectionPage,
  type CollectionRequest,
  type CollectionRequestBody,
  collectionOptions,
  collectionPage,
  collectionRequest,
} from '@/lib/contract/collection';
import type { DeliveryType, OrderStatus } from '@/lib/contract/order-status';
import { type ApiResult, apiCall, apiGet } from './client';

const BASE = `${CUSTOMER_API_PREFIX}/collection-requests`;

/** Where a request is collected: a branch, or one of the customer's addresses. */
export type CollectionPlace =
  | { delivery_type: Extract<DeliveryType, 'pickup'>; branch_id: number }
  | { delivery_type: Extract<DeliveryType, 'delivery'>; address_id: number };

/** The days (today and 30 more) and windows a request may take at a place. */
export function fetchCollectionOptions(
  place: CollectionPlace,
  signal?: AbortSignal,
): Promise<CollectionOptions> {
  return apiGet(`${BASE}/options`, collectionOptions, { signal, searchParams: place });
}

export function createCollectionRequest(
  body: CollectionRequestBody,
): Promise<ApiResult<CollectionRequest>> {
  return apiCall('post', BASE, collectionRequest, { json: body });
}

/** One page of the caller's collection requests in the given statuses, newest first. */
export function fetchCollectionRequests(
  request: { statuses: readonly OrderStatus[]; page?: number },
  signal?: AbortSignal,
): Promise<CollectionPage> {
  return apiGet(BASE, collectionPage, {
    signal,
    searchParams: {
      page: request.page ?? FIRST_PAGE,
      limit: PAGE_SIZE.orders,
      status: request.statuses.length > 0 ? request.statuses.join(',') : undefined,
    },
  });
}
