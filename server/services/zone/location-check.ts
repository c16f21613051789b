import { isInIran, type LocationCheck } from '@/lib/contract/zone';
import type { Executor } from '@/server/db/database';
import type { ReverseGeocoder } from '@/server/integrations/geocode';
import type { Point } from './point-in-polygon';
import { activeZones, toZoneRef, zoneAt } from './zones';

/**
 * Whether the shop delivers to a point, with its street address when the map
 * service knows it. Points outside Iran are never sent to the service.
 */
export async function checkLocation(
  db: Executor,
  geocoder: ReverseGeocoder,
  point: Point,
): Promise<LocationCheck> {
  const [zones, address] = await Promise.all([
    activeZones(db),
    isInIran(point) ? geocoder.reverse(point) : Promise.resolve(null),
  ]);
  const zone = zoneAt(zones, point);
  return { is_in_zone: zone !== null, address, zone: zone ? toZoneRef(zone) : null };
}
