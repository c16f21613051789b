import { asc, eq } from 'drizzle-orm';
import type { Zone, ZoneRef } from '@/lib/contract/zone';
import type { Executor } from '@/server/db/database';
import { zones } from '@/server/db/schema';
import { type Point, pointInPolygon } from './point-in-polygon';

export type ZoneRow = {
  id: number;
  name: string;
  shippingPrice: number;
  polygon: [number, number][];
};

/** The active delivery zones: a handful of rows, read whole for each question. */
export async function activeZones(db: Executor): Promise<ZoneRow[]> {
  return db
    .select({
      id: zones.id,
      name: zones.name,
      shippingPrice: zones.shippingPrice,
      polygon: zones.polygon,
    })
    .from(zones)
    .where(eq(zones.isActive, true))
    .orderBy(asc(zones.id));
}

/**
 * The zones holding a point, best first: where zones overlap (or share a
 * border) the customer is charged the cheapest shipping, ties by the older zone.
 */
export function zonesContaining(all: readonly ZoneRow[], point: Point): ZoneRow[] {
  return all
    .filter((zone) => Array.isArray(zone.polygon) && pointInPolygon(point, zone.polygon))
    .sort((a, b) => a.shippingPrice - b.shippingPrice || a.id - b.id);
}

export function zoneAt(all: readonly ZoneRow[], point: Point): ZoneRow | null {
  return zonesContaining(all, point)[0] ?? null;
}

export function toZoneRef(zone: ZoneRow): ZoneRef {
  return { id: zone.id, name: zone.name, shipping_price: zone.shippingPrice };
}

export function toZone(zone: ZoneRow): Zone {
  return { ...toZoneRef(zone), polygon: zone.polygon };
}
