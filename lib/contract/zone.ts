import { z } from 'zod';
import fa from '@/messages/fa.json';
import { isoDate } from './common';
import { boundedNumber } from './customer';

const validation = fa.api.validation;

/** Roughly Iran: saved addresses must lie inside, and only such points are reverse-geocoded. */
export const IRAN_BOUNDS = { lat: { min: 24, max: 40 }, lng: { min: 44, max: 64 } } as const;

export const iranLatitude = boundedNumber(
  IRAN_BOUNDS.lat.min,
  IRAN_BOUNDS.lat.max,
  validation.latitudeInIran,
);
export const iranLongitude = boundedNumber(
  IRAN_BOUNDS.lng.min,
  IRAN_BOUNDS.lng.max,
  validation.longitudeInIran,
);

/** Any point on earth: asking about one outside Iran is "not in a zone", not an error. */
export const anyLatitude = boundedNumber(-90, 90, validation.latitudeRange);
export const anyLongitude = boundedNumber(-180, 180, validation.longitudeRange);

export function isInIran(point: { lat: number; lng: number }): boolean {
  const { lat, lng } = IRAN_BOUNDS;
  return (
    point.lat >= lat.min && point.lat <= lat.max && point.lng >= lng.min && point.lng <= lng.max
  );
}

/** A delivery zone as an address or a check names it. Money is whole Toman. */
export const zoneRef = z.object({
  id: z.number().int(),
  name: z.string(),
  shipping_price: z.number().int(),
});
export type ZoneRef = z.infer<typeof zoneRef>;

/** A zone with its boundary, a ring of [lat, lng] points, for drawing on the map. */
export const zone = zoneRef.extend({
  polygon: z.array(z.tuple([z.number(), z.number()])),
});
export type Zone = z.infer<typeof zone>;
export const zoneList = z.array(zone);

/* ───────── POST /api/v1/location/check ───────── */

export const locationCheckBody = z.object({ lat: anyLatitude, lng: anyLongitude });

export const locationCheck = z.object({
  is_in_zone: z.boolean(),
  /** The street address of the point from the map service; null when unknown. */
  address: z.string().nullable(),
  /** The zone that delivers there (the cheapest when zones overlap). */
  zone: zoneRef.nullable(),
});
export type LocationCheck = z.infer<typeof locationCheck>;

/* ───────── GET /api/v1/zones/ ───────── */

/** Both or neither: without a point every active zone is listed. */
export const zonesQuery = z
  .object({ latitude: anyLatitude.optional(), longitude: anyLongitude.optional() })
  .superRefine((query, ctx) => {
    if ((query.latitude === undefined) === (query.longitude === undefined)) return;
    const missing = query.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: validation.pointTogether,
    });
  });

/* ───────── GET /api/v2/zones/available_times/ ───────── */

export const availableTimesQuery = z.object({ latitude: anyLatitude, longitude: anyLongitude });

export const availableTime = z.object({
  /** The zone_time id an order names. */
  id: z.number().int(),
  zone_id: z.number().int(),
  /** Gregorian YYYY-MM-DD, a day in Tehran. */
  date: isoDate,
  /** The Persian weekday name, «شنبه» … «جمعه». */
  weekday: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  capacity: z.number().int(),
  /** Capacity minus the live orders already booked into this window on this date. */
  remaining: z.number().int(),
});
export type AvailableTime = z.infer<typeof availableTime>;
export const availableTimes = z.array(availableTime);
