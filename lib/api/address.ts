import type { z } from 'zod';
import type {
  Address,
  addressAddBody,
  addressEditBody,
  LastLocation,
} from '@/lib/contract/address';
import { addressCalls } from '@/lib/contract/calls/address';
import { zoneCalls } from '@/lib/contract/calls/zone';
import type { LocationCheck, Zone } from '@/lib/contract/zone';
import { type ApiResult, receive, send } from './client';

export type AddressAddPayload = z.input<typeof addressAddBody>;
export type AddressEditPayload = z.input<typeof addressEditBody>;
export type MapPoint = { lat: number; lng: number };

/** The caller's live addresses, preferred first. */
export function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return receive(addressCalls.list, {}, { signal });
}

export function addAddress(body: AddressAddPayload): Promise<ApiResult<Address>> {
  return send(addressCalls.add, { body });
}

export function editAddress(id: number, body: AddressEditPayload): Promise<ApiResult<Address>> {
  return send(addressCalls.edit, { params: { id }, body });
}

export function deleteAddress(id: number): Promise<ApiResult<{ id: number }>> {
  return send(addressCalls.remove, { params: { id } });
}

/** The newest saved address's point, or null for a customer without one. */
export function fetchLastLocation(
  customerId: number,
  signal?: AbortSignal,
): Promise<LastLocation | null> {
  return receive(addressCalls.lastLocation, { params: { id: customerId } }, { signal });
}

/** Whether a zone delivers to the point; `msg` is the server's Persian verdict. */
export function checkLocation(
  point: MapPoint,
  signal?: AbortSignal,
): Promise<ApiResult<LocationCheck>> {
  return send(zoneCalls.checkLocation, { body: point }, { signal });
}

/** Every active zone with its boundary, drawn on the map. */
export function fetchZones(signal?: AbortSignal): Promise<Zone[]> {
  return receive(zoneCalls.list, {}, { signal });
}
