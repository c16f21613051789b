import type { z } from 'zod';
import { CUSTOMER_API_PREFIX } from '@/lib/constants';
import {
  type Address,
  address,
  type addressAddBody,
  type addressEditBody,
  addressList,
  deletedAddress,
  type LastLocation,
  lastLocation,
} from '@/lib/contract/address';
import { type LocationCheck, locationCheck, type Zone, zoneList } from '@/lib/contract/zone';
import { type ApiResult, apiCall, apiGet } from './client';

export type AddressAddPayload = z.input<typeof addressAddBody>;
export type AddressEditPayload = z.input<typeof addressEditBody>;
export type MapPoint = { lat: number; lng: number };

const ADDRESSES = `${CUSTOMER_API_PREFIX}/addresses`;

/** The caller's live addresses, preferred first. */
export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return apiGet(ADDRESSES, addressList, { signal });
}

export function addAddress(body: AddressAddPayload): Promise<ApiResult<Address>> {
  return apiCall('post', `${ADDRESSES}/add`, address, { json: body });
}

export function editAddress(id: number, body: AddressEditPayload): Promise<ApiResult<Address>> {
  return apiCall('post', `${ADDRESSES}/${id}/edit`, address, { json: body });
}

export function deleteAddress(id: number): Promise<ApiResult<{ id: number }>> {
  return apiCall('post', `${ADDRESSES}/${id}/delete`, deletedAddress);
}

/** The newest saved address's point, or null for a customer without one. */
export function fetchLastLocation(
  customerId: number,
  signal?: AbortSignal,
): Promise<LastLocation | null> {
  return apiGet(
    `${CUSTOMER_API_PREFIX}/customer/${customerId}/location/last`,
    lastLocation.nullable(),
    { signal },
  );
}

/** Whether a zone delivers to the point; `msg` is the server's Persian verdict. */
export function checkLocation(
  point: MapPoint,
  signal?: AbortSignal,
): Promise<ApiResult<LocationCheck>> {
  return apiCall('post', '/api/v1/location/check', locationCheck, { json: point, signal });
}

/** Every active zone with its boundary, drawn on the map. */
export function fetchZones(signal?: AbortSignal): Promise<Zone[]> {
  return apiGet('/api/v1/zones/', zoneList, { signal });
}
