import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CollectionPlace,
  createCollectionRequest,
  fetchCollectionOptions,
  fetchCollectionRequests,
} from '@/lib/api/collection';
import type { CollectionRequestBody } from '@/lib/contract/collection';
import type { OrderStatus } from '@/lib/contract/order-status';
import { useCustomerId } from './customer';
import { orderKeys } from './orders';

/**
 * Collection requests are orders: their lists live under the orders' list key,
 * so a cancel or re-request (useChangeOrderStatus) reloads them too.
 */
export const collectionKeys = {
  lists: () => [...orderKeys.lists(), 'collection'] as const,
  list: (statuses: readonly OrderStatus[], page: number) =>
    [...collectionKeys.lists(), statuses.join(','), page] as const,
  options: (place: CollectionPlace | null) => ['collection', 'options', place] as const,
};

export function useCollectionRequests(statuses: readonly OrderStatus[], page: number) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: collectionKeys.list(statuses, page),
    queryFn: ({ signal }) => fetchCollectionRequests({ statuses, page }, signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** The days and windows at a place; nothing is asked until a place is chosen. */
export function useCollectionOptions(place: CollectionPlace | null) {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: collectionKeys.options(place),
    queryFn: ({ signal }) => {
      if (!place) throw new Error('no place chosen');
      return fetchCollectionOptions(place, signal);
    },
    enabled: customerId !== null && place !== null,
  });
}

export function useCreateCollectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionRequestBody) => createCollectionRequest(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
