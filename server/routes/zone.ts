/**
 * Delivery zones (spec §7 "App, home, location"). Outside every zone is a
 * success with is_in_zone false (or no times) and a Persian msg saying so;
 * coordinates that are not numbers, or off the earth, are a 400.
 */

import { zoneCalls } from '@/lib/contract/calls/zone';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { geocoderFromEnv } from '@/server/integrations/geocode';
import { availableTimes } from '@/server/services/zone/available-times';
import { checkLocation } from '@/server/services/zone/location-check';
import { activeZones, toZone, zonesContaining } from '@/server/services/zone/zones';

const messages = apiMessages.customer;

export const zoneRoutes: Call[] = [
  jsonCall(zoneCalls.checkLocation, {
    access: 'none',
    // Never stored: a point a customer checks says where they live.
    cache: 'private',
    tag: 'zone',
    summary: 'Whether the shop delivers to a point, with its street address',
    description:
      'The address comes from the reverse geocoder the settings choose (GEOCODE_PROVIDER=none|neshan); null when it has none.',
    handler: async ({ db, body }) => {
      const check = await checkLocation(db, geocoderFromEnv(), body);
      return { data: check, msg: check.is_in_zone ? messages.inZone : messages.outOfZone };
    },
  }),
  jsonCall(zoneCalls.list, {
    access: 'none',
    tag: 'zone',
    summary: 'Zones holding a point (every active zone without one)',
    handler: async ({ db, query }) => {
      const zones = await activeZones(db);
      const { latitude, longitude } = query;
      const chosen =
        latitude === undefined || longitude === undefined
          ? zones
          : zonesContaining(zones, { lat: latitude, lng: longitude });
      return { data: chosen.map(toZone) };
    },
  }),
  jsonCall(zoneCalls.availableTimes, {
    access: 'none',
    tag: 'zone',
    summary: 'Delivery windows of the point’s zone for the coming 7 days',
    handler: async ({ db, query }) => {
      const { inZone, times } = await availableTimes(db, {
        lat: query.latitude,
        lng: query.longitude,
      });
      return { data: times, msg: inZone ? messages.availableTimes : messages.noAvailableTimes };
    },
  }),
];
