/**
 * Delivery zones (spec §7 "App, home, location"). Public: no token needed.
 *
 * | Call | data |
 * |---|---|
 * | POST /api/v1/location/check {lat, lng} | {is_in_zone, address, zone} |
 * | GET  /api/v1/zones/?latitude&longitude | zone[] holding the point (all active ones without a point) |
 * | GET  /api/v2/zones/available_times/?latitude&longitude | availableTime[] for the coming 7 days |
 *
 * - Outside every zone is a success with is_in_zone false (or no times) and a
 *   Persian msg saying so; coordinates that are not numbers, or off the earth, are 400.
 * - The address comes from the reverse geocoder the settings choose
 *   (GEOCODE_PROVIDER=none|neshan); null when it has none.
 */
import { Hono } from 'hono';
import { availableTimesQuery, locationCheckBody, zonesQuery } from '@/lib/contract/zone';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { parseJson, parseQuery } from '@/server/http/validate';
import { geocoderFromEnv } from '@/server/integrations/geocode';
import { availableTimes } from '@/server/services/zone/available-times';
import { checkLocation } from '@/server/services/zone/location-check';
import { activeZones, toZone, zonesContaining } from '@/server/services/zone/zones';
import { privateNoStore, publicUnlessSignedIn } from './customer';

export const zoneRoutes = new Hono<AppEnv>();

// Never stored: a point a customer checks says where they live.
zoneRoutes.post('/v1/location/check', privateNoStore, async (c) => {
  const point = await parseJson(c, locationCheckBody);
  const check = await checkLocation(c.var.db, geocoderFromEnv(), point);
  return ok(
    c,
    check,
    check.is_in_zone ? apiMessages.customer.inZone : apiMessages.customer.outOfZone,
  );
});

zoneRoutes.on('GET', ['/v1/zones', '/v1/zones/'], publicUnlessSignedIn, async (c) => {
  const { latitude, longitude } = parseQuery(c, zonesQuery);
  const zones = await activeZones(c.var.db);
  const chosen =
    latitude === undefined || longitude === undefined
      ? zones
      : zonesContaining(zones, { lat: latitude, lng: longitude });
  return ok(c, chosen.map(toZone));
});

zoneRoutes.on(
  'GET',
  ['/v2/zones/available_times', '/v2/zones/available_times/'],
  publicUnlessSignedIn,
  async (c) => {
    const { latitude, longitude } = parseQuery(c, availableTimesQuery);
    const { inZone, times } = await availableTimes(c.var.db, { lat: latitude, lng: longitude });
    const msg = inZone
      ? apiMessages.customer.availableTimes
      : apiMessages.customer.noAvailableTimes;
    return ok(c, times, msg);
  },
);
