import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationCheck, zoneList } from '@/lib/contract/zone';
import {
  expectBadRequest,
  insertPeopleFixture,
  msgOf,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
  POINTS,
  ZONE_PRICES,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  delete process.env.GEOCODE_PROVIDER;
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

const check = (body: unknown, token?: string) =>
  t.call('POST', '/api/v1/location/check', { body, token });

describe('POST /api/v1/location/check', () => {
  it('answers in zone with the cheapest zone holding the point', async () => {
    const res = await check(POINTS.centre);
    expect(okData(res, locationCheck)).toEqual({
      is_in_zone: true,
      address: null,
      zone: { id: f.zone.central, name: 'مرکز شهر', shipping_price: ZONE_PRICES.central },
    });
    expect(msgOf(res)).toBe('این نشانی در محدودهٔ ارسال ماست');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the wider zone where only it delivers', async () => {
    const data = okData(await check(POINTS.wideOnly), locationCheck);
    expect(data.zone).toEqual({
      id: f.zone.wide,
      name: 'اصفهان بزرگ',
      shipping_price: ZONE_PRICES.wide,
    });
  });

  it('answers a success with is_in_zone false and a Persian msg outside every active zone', async () => {
    for (const point of [POINTS.outside, POINTS.retiredZone, { lat: 48.8566, lng: 2.3522 }]) {
      const res = await check(point);
      expect(okData(res, locationCheck)).toEqual({ is_in_zone: false, address: null, zone: null });
      expect(msgOf(res)).toBe('متأسفانه این نشانی خارج از محدودهٔ ارسال ماست');
    }
  });

  it('reads coordinates sent as text in Persian digits, with or without a token', async () => {
    const data = okData(
      await check({ lat: '۳۲٫۶۴۴۲۶۵', lng: '۵۱٫۶۶۷۴۳۸' }, PEOPLE_TOKENS.guest),
      locationCheck,
    );
    expect(data.zone?.id).toBe(f.zone.central);
  });

  it('answers 400 with field errors for missing, non-numeric or impossible coordinates', async () => {
    expectBadRequest(await check({}), 'lat', 'lng');
    expectBadRequest(await check({ lat: 'abc', lng: 51 }), 'lat');
    expectBadRequest(await check({ lat: 91, lng: 51 }), 'lat');
    expectBadRequest(await check({ lat: 32, lng: -181 }), 'lng');
    expectBadRequest(await check({ lat: null, lng: 51 }), 'lat');
    expectBadRequest(await check({ lat: '', lng: 51 }), 'lat');
    expectBadRequest(await check({ lat: true, lng: 51 }), 'lat');
    expectBadRequest(await check({ lat: '1e5', lng: 51 }), 'lat');
    expectBadRequest(await check('{'));
    expectBadRequest(await check([POINTS.centre]));
  });
});

describe('GET /api/v1/zones/', () => {
  it('lists every active zone with its polygon when no point is given', async () => {
    const res = await t.call('GET', '/api/v1/zones/');
    const zones = okData(res, zoneList);
    expect(zones.map((zone) => [zone.id, zone.shipping_price])).toEqual([
      [f.zone.central, ZONE_PRICES.central],
      [f.zone.wide, ZONE_PRICES.wide],
    ]);
    expect(zones[0]?.polygon[0]).toEqual([32.63, 51.65]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('lists the zones holding a point, cheapest first', async () => {
    const at = async (lat: number | string, lng: number | string) =>
      okData(await t.call('GET', `/api/v1/zones/?latitude=${lat}&longitude=${lng}`), zoneList).map(
        (zone) => zone.id,
      );
    expect(await at(POINTS.centre.lat, POINTS.centre.lng)).toEqual([f.zone.central, f.zone.wide]);
    expect(await at(POINTS.wideOnly.lat, POINTS.wideOnly.lng)).toEqual([f.zone.wide]);
    expect(await at(POINTS.outside.lat, POINTS.outside.lng)).toEqual([]);
    expect(await at(POINTS.retiredZone.lat, POINTS.retiredZone.lng)).toEqual([]);
    expect(await at(encodeURIComponent('۳۲٫۶'), '51.6')).toEqual([f.zone.wide]);
  });

  it('answers without the trailing slash too', async () => {
    const res = await t.call('GET', `/api/v1/zones?latitude=32.6&longitude=51.6`);
    expect(okData(res, zoneList)).toHaveLength(1);
  });

  it('answers 400 for half a point or a bad number', async () => {
    expectBadRequest(await t.call('GET', '/api/v1/zones/?latitude=32.6'), 'longitude');
    expectBadRequest(await t.call('GET', '/api/v1/zones/?longitude=51.6'), 'latitude');
    expectBadRequest(
      await t.call('GET', '/api/v1/zones/?latitude=north&longitude=51.6'),
      'latitude',
    );
    expectBadRequest(await t.call('GET', '/api/v1/zones/?latitude=32&longitude=200'), 'longitude');
  });
});
