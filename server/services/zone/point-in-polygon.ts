/** A ring vertex as the zones table stores it: [lat, lng]. */
export type LatLng = readonly [number, number];
export type Point = { lat: number; lng: number };

/** Far below a millimetre: a point this close to an edge is on it. */
const EPSILON = 1e-12;

function onSegment(point: Point, a: LatLng, b: LatLng): boolean {
  const [aLat, aLng] = a;
  const [bLat, bLng] = b;
  const cross = (bLng - aLng) * (point.lat - aLat) - (bLat - aLat) * (point.lng - aLng);
  if (Math.abs(cross) > EPSILON) return false;
  return (
    point.lng >= Math.min(aLng, bLng) - EPSILON &&
    point.lng <= Math.max(aLng, bLng) + EPSILON &&
    point.lat >= Math.min(aLat, bLat) - EPSILON &&
    point.lat <= Math.max(aLat, bLat) + EPSILON
  );
}

/**
 * Whether a point lies in a polygon ring of [lat, lng] vertices (open or
 * closed), by counting edge crossings of a ray towards +lng. A point on the
 * boundary counts as inside, so a street on the border between two zones is
 * served by both rather than by neither. Rings of fewer than three vertices,
 * or holding non-finite numbers, contain nothing. At city scale the earth is
 * flat enough for this.
 */
export function pointInPolygon(point: Point, ring: readonly LatLng[]): boolean {
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return false;
  if (ring.length < 3) return false;
  if (!ring.every(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng))) return false;

  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (!a || !b) continue;
    if (onSegment(point, a, b)) return true;
    const [aLat, aLng] = a;
    const [bLat, bLng] = b;
    // Half-open on lat, so a ray through a vertex is counted once.
    if (aLat > point.lat !== bLat > point.lat) {
      const crossingLng = aLng + ((point.lat - aLat) * (bLng - aLng)) / (bLat - aLat);
      if (point.lng < crossingLng) inside = !inside;
    }
  }
  return inside;
}
