import { FIRST_PAGE, PAGE_SIZE } from '@/lib/constants';
import { collectionCalls } from '@/lib/contract/calls/collection';
import type {
  CollectionOptions,
  CollectionPage,
  CollectionRequest,
  CollectionRequestBody,
} from '@/lib/contract/collection';
import type { DeliveryType, OrderStatus } from '@/lib/contract/order-status';
import { type ApiResult, receive, send } from './client';

/** Where a request is collected: a branch, or one of the customer's addresses. */
export type CollectionPlace =
  | { delivery_type: Extract<DeliveryType, 'pickup'>; branch_id: number }
  | { delivery_type: Extract<DeliveryType, 'delivery'>; address_id: number };

/** The days (today and 30 more) and windows a request may take at a place. */
export function fetchCollectionOptions(
  place: CollectionPlace,
  signal?: AbortSignal,
): Promise<CollectionOptions> {
  return receive(collectionCalls.options, { query: place }, { signal });
}

export function createCollectionRequest(
  body: CollectionRequestBody,
): Promise<ApiResult<CollectionRequest>> {
  return send(collectionCalls.create, { body });
}

/** One page of the caller's collection requests in the given statuses, newest first. */
export function fetchCollectionRequests(
  request: { statuses: readonly OrderStatus[]; page?: number },
  signal?: AbortSignal,
): Promise<CollectionPage> {
  const status = request.statuses.length > 0 ? request.statuses.join(',') : undefined;
  const query = { page: request.page ?? FIRST_PAGE, limit: PAGE_SIZE.orders, status };
  return receive(collectionCalls.list, { query }, { signal });
}
