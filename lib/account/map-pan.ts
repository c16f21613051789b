/** MapLibre draws the world 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

/** One press of a pan button moves the map this many screen pixels, as MapLibre's arrow keys do. */
export const PAN_STEP_PX = 100;

export type PanDirection = 'north' | 'south' | 'east' | 'west';

/**
 * The point a pan button moves the map centre to: PAN_STEP_PX at the current
 * zoom, so a step looks the same on screen at any zoom. Latitude degrees per
 * pixel shrink by cos(lat) in Web Mercator.
 */
export function panned(
  center: { lat: number; lng: number },
  zoom: number,
  direction: PanDirection,
): { lat: number; lng: number } {
  const lngStep = (PAN_STEP_PX * 360) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
  const latStep = lngStep * Math.cos((center.lat * Math.PI) / 180);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  switch (direction) {
    case 'north':
      return { lat: round(Math.min(85, center.lat + latStep)), lng: center.lng };
    case 'south':
      return { lat: round(Math.max(-85, center.lat - latStep)), lng: center.lng };
    case 'east':
      return { lat: center.lat, lng: round(((center.lng + lngStep + 540) % 360) - 180) };
    case 'west':
      return { lat: center.lat, lng: round(((center.lng - lngStep + 540) % 360) - 180) };
  }
}

/**
 * A map point to the sixth decimal (about 10 cm): what the zone check is asked
 * and cached under, so sub-pixel jitter of a settled map asks nothing new.
 */
export function roundedPoint(point: { lat: number; lng: number }): { lat: number; lng: number } {
  return { lat: Math.round(point.lat * 1e6) / 1e6, lng: Math.round(point.lng * 1e6) / 1e6 };
}
