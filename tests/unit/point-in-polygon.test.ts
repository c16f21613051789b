import { describe, expect, it } from 'vitest';
import { MAP_DEFAULTS } from '@/lib/constants';
import { type LatLng, pointInPolygon } from '@/server/services/zone/point-in-polygon';
import { toZoneRef, type ZoneRow, zoneAt, zonesContaining } from '@/server/services/zone/zones';

const SQUARE: LatLng[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

/** An L: the square with its upper-right quarter cut away. */
const L_SHAPE: LatLng[] = [
  [0, 0],
  [10, 0],
  [10, 5],
  [5, 5],
  [5, 10],
  [0, 10],
];

const at = (lat: number, lng: number) => ({ lat, lng });

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon(at(5, 5), SQUARE)).toBe(true);
    expect(pointInPolygon(at(0.001, 9.999), SQUARE)).toBe(true);
    expect(pointInPolygon(at(-1, 5), SQUARE)).toBe(false);
    expect(pointInPolygon(at(5, 10.0001), SQUARE)).toBe(false);
    expect(pointInPolygon(at(11, 11), SQUARE)).toBe(false);
  });

  it('counts the boundary, edges and corners, as inside', () => {
    expect(pointInPolygon(at(0, 5), SQUARE)).toBe(true);
    expect(pointInPolygon(at(10, 5), SQUARE)).toBe(true);
    expect(pointInPolygon(at(5, 0), SQUARE)).toBe(true);
    expect(pointInPolygon(at(0, 0), SQUARE)).toBe(true);
    expect(pointInPolygon(at(10, 10), SQUARE)).toBe(true);
  });

  it('handles a concave ring', () => {
    expect(pointInPolygon(at(2, 2), L_SHAPE)).toBe(true);
    expect(pointInPolygon(at(8, 2), L_SHAPE)).toBe(true);
    expect(pointInPolygon(at(2, 8), L_SHAPE)).toBe(true);
    expect(pointInPolygon(at(8, 8), L_SHAPE)).toBe(false);
    expect(pointInPolygon(at(5, 7), L_SHAPE)).toBe(true);
  });

  it('counts a ray through a vertex once', () => {
    const diamond: LatLng[] = [
      [0, 5],
      [5, 10],
      [10, 5],
      [5, 0],
    ];
    expect(pointInPolygon(at(5, 2), diamond)).toBe(true);
    expect(pointInPolygon(at(5, -1), diamond)).toBe(false);
    expect(pointInPolygon(at(10, 2), diamond)).toBe(false);
    expect(pointInPolygon(at(0, 2), diamond)).toBe(false);
  });

  it('gives the same answer for an open and a closed ring, in either direction', () => {
    const closed = [...SQUARE, SQUARE[0] ?? [0, 0]];
    const reversed = [...SQUARE].reverse();
    for (const point of [at(5, 5), at(-1, 5), at(0, 5), at(9.9, 0.1)]) {
      const expected = pointInPolygon(point, SQUARE);
      expect(pointInPolygon(point, closed)).toBe(expected);
      expect(pointInPolygon(point, reversed)).toBe(expected);
    }
  });

  it('finds nothing in degenerate rings or with non-finite numbers', () => {
    expect(pointInPolygon(at(0, 0), [])).toBe(false);
    expect(
      pointInPolygon(at(0, 0), [
        [0, 0],
        [1, 1],
      ]),
    ).toBe(false);
    expect(pointInPolygon(at(Number.NaN, 5), SQUARE)).toBe(false);
    expect(pointInPolygon(at(5, Number.POSITIVE_INFINITY), SQUARE)).toBe(false);
    expect(
      pointInPolygon(at(5, 5), [
        [0, 0],
        [Number.NaN, 0],
        [10, 10],
      ]),
    ).toBe(false);
  });

  it('works at city scale with real coordinates', () => {
    const isfahanCentre: LatLng[] = [
      [32.63, 51.65],
      [32.66, 51.65],
      [32.66, 51.69],
      [32.63, 51.69],
    ];
    expect(pointInPolygon(MAP_DEFAULTS, isfahanCentre)).toBe(true);
    expect(pointInPolygon(at(32.6299, 51.67), isfahanCentre)).toBe(false);
  });
});

describe('choosing among zones', () => {
  const zone = (id: number, shippingPrice: number, ring: LatLng[]): ZoneRow => ({
    id,
    name: `zone ${id}`,
    shippingPrice,
    polygon: ring.map(([lat, lng]) => [lat, lng]),
  });
  const big = zone(1, 40_000, [
    [0, 0],
    [20, 0],
    [20, 20],
    [0, 20],
  ]);
  const small = zone(2, 25_000, SQUARE);
  const sameAsSmall = zone(3, 25_000, SQUARE);

  it('puts the cheapest shipping first, the older zone on a tie', () => {
    expect(zonesContaining([big, sameAsSmall, small], at(5, 5)).map((z) => z.id)).toEqual([
      2, 3, 1,
    ]);
    expect(zoneAt([big, small], at(15, 15))?.id).toBe(1);
    expect(zoneAt([big, small], at(30, 30))).toBeNull();
  });

  it('names a zone the way answers do', () => {
    expect(toZoneRef(small)).toEqual({ id: 2, name: 'zone 2', shipping_price: 25_000 });
  });
});
