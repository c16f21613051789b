import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddressAddPayload,
  type AddressEditPayload,
  addAddress,
  checkLocation,
  deleteAddress,
  editAddress,
  fetchAddresses,
  fetchLastLocation,
  fetchZones,
  type MapPoint,
} from '@/lib/api/address';
import type { Address } from '@/lib/contract/address';
import { useCustomerId } from './customer';

export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  lastLocation: (customerId: number) => [...addressKeys.all, 'last-location', customerId] as const,
};

export const zoneKeys = {
  all: ['zone'] as const,
  list: () => [...zoneKeys.all, 'list'] as const,
  check: (point: MapPoint) => [...zoneKeys.all, 'check', point.lat, point.lng] as const,
};

/** Zones change rarely; a point checked a few minutes ago need not be asked again. */
const ZONE_CHECK_STALE_MS = 5 * 60_000;

export function useAddresses() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => fetchAddresses(signal),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** Where to open the map for a new address: the customer's newest saved point, when there is one. */
export function useLastLocation() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: addressKeys.lastLocation(customerId ?? 0),
    queryFn: ({ signal }) => fetchLastLocation(customerId ?? 0, signal),
    enabled: customerId !== null,
    // The map opens at the default centre anyway; a failure here is not worth a toast.
    meta: { errorHandling: 'manual' },
    retry: false,
  });
}

/** Active zones with their boundaries, drawn on the map. */
export function useZones() {
  return useQuery({
    queryKey: zoneKeys.list(),
    queryFn: ({ signal }) => fetchZones(signal),
    staleTime: 10 * 60_000,
    meta: { errorHandling: 'manual' },
  });
}

/**
 * The zone check of a settled map point. Keeps showing the previous answer
 * while the next loads, so the price line does not jump.
 */
export function useLocationCheck(point: MapPoint | null) {
  return useQuery({
    queryKey: zoneKeys.check(point ?? { lat: 0, lng: 0 }),
    queryFn: ({ signal }) => checkLocation(point ?? { lat: 0, lng: 0 }, signal),
    enabled: point !== null,
    placeholderData: keepPreviousData,
    staleTime: ZONE_CHECK_STALE_MS,
    // The map says it failed in place, beside the point; a toast on every move would nag.
    meta: { errorHandling: 'manual' },
  });
}

/** The zone check of a point now, from the cache when the map already asked: saving waits for it. */
export function useCheckLocationNow() {
  const queryClient = useQueryClient();
  return (point: MapPoint) =>
    queryClient.fetchQuery({
      queryKey: zoneKeys.check(point),
      queryFn: ({ signal }) => checkLocation(point, signal),
      staleTime: ZONE_CHECK_STALE_MS,
    });
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: addressKeys.all });
}

/** Add or edit: the form shows field errors itself. */
export function useSaveAddress(id: number | null) {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressAddPayload) =>
      id === null ? addAddress(body) : editAddress(id, body),
    meta: { errorHandling: 'manual' },
    onSuccess: invalidate,
  });
}

/** Marking one address preferred unmarks the rest on the server: the list is reloaded. */
export function useSetPreferredAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) =>
      editAddress(id, { is_preferred: true } satisfies AddressEditPayload),
    onSuccess: invalidate,
  });
}

/** Deleting removes the address from the list at once; a failure puts it back. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddress(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: addressKeys.list() });
      const previous = queryClient.getQueryData<Address[]>(addressKeys.list());
      queryClient.setQueryData<Address[]>(addressKeys.list(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(addressKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
