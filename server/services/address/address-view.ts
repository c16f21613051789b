import type { Address } from '@/lib/contract/address';
import type { addresses } from '@/server/db/schema';
import { toZoneRef, type ZoneRow, zoneAt } from '@/server/services/zone/zones';

export type AddressRow = typeof addresses.$inferSelect;

/** An address with the zone that serves it and that zone's shipping price. */
export function toAddressView(row: AddressRow, zones: readonly ZoneRow[]): Address {
  const zone = zoneAt(zones, { lat: row.lat, lng: row.lng });
  return {
    id: row.id,
    title: row.title,
    address: row.address,
    number: row.number,
    lat: row.lat,
    lng: row.lng,
    postal_code: row.postalCode,
    location: row.locationId,
    first_name: row.firstName,
    last_name: row.lastName,
    is_preferred: row.isPreferred,
    is_in_zone: zone !== null,
    zone: zone ? toZoneRef(zone) : null,
    shipping_price: zone ? zone.shippingPrice : null,
    created_at: row.createdAt.toISOString(),
  };
}
