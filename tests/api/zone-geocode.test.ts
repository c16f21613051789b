import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locationCheck } from '@/lib/contract/zone';
import { geocoderFromEnv } from '@/server/integrations/geocode';
import { createNeshanGeocoder } from '@/server/integrations/geocode/neshan';
import { noneGeocoder } from '@/server/integrations/geocode/none';
import { insertPeopleFixture, okData, POINTS } from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

/**
 * A local fake of Neshan's reverse-geocoding API (GET /v5/reverse?lat&lng with
 * an Api-Key header), answering by latitude so each test picks a behaviour.
 */
const KEY = 'neshan-test-key';
const LAT = { ok: 32.644265, noAddress: 32.1, serverError: 32.2, slow: 32.3, notJson: 32.4 };
const ADDRESS = 'اصفهان، خیابان حافظ، میدان نقش جهان';

type Seen = { path: string; lat: string | null; lng: string | null; key: string | undefined };
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

function answer(req: IncomingMessage): { status: number; body: string; delayMs?: number } {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (url.pathname !== '/v5/reverse') return { status: 404, body: '{}' };
  if (req.headers['api-key'] !== KEY) {
    return {
      status: 401,
      body: JSON.stringify({ status: 'ERROR', code: 482, message: 'Invalid Key' }),
    };
  }
  const lat = Number(url.searchParams.get('lat'));
  if (lat === LAT.serverError) return { status: 500, body: 'oops' };
  if (lat === LAT.notJson) return { status: 200, body: '<html>' };
  if (lat === LAT.noAddress) return { status: 200, body: JSON.stringify({ status: 'OK' }) };
  const body = JSON.stringify({
    status: 'OK',
    formatted_address: ADDRESS,
    route_name: 'خیابان حافظ',
    neighbourhood: 'نقش جهان',
    city: 'اصفهان',
    state: 'استان اصفهان',
  });
  return { status: 200, body, delayMs: lat === LAT.slow ? 1500 : 0 };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const key = req.headers['api-key'];
    seen.push({
      path: url.pathname,
      lat: url.searchParams.get('lat'),
      lng: url.searchParams.get('lng'),
      key: typeof key === 'string' ? key : undefined,
    });
    const { status, body, delayMs = 0 } = answer(req);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake did not start');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
});

describe('the Neshan adapter against a local fake', () => {
  const neshan = () =>
    createNeshanGeocoder({ apiKey: KEY, baseUrl: `${baseUrl}/`, timeoutMs: 500 });

  it('asks GET /v5/reverse?lat&lng with the Api-Key header and reads formatted_address', async () => {
    expect(await neshan().reverse(POINTS.centre)).toBe(ADDRESS);
    expect(seen).toEqual([{ path: '/v5/reverse', lat: '32.644265', lng: '51.667438', key: KEY }]);
  });

  it('answers null, never throwing, when the service refuses, fails, is slow or says nothing', async () => {
    const wrongKey = createNeshanGeocoder({ apiKey: 'wrong', baseUrl, timeoutMs: 500 });
    expect(await wrongKey.reverse(POINTS.centre)).toBeNull();
    for (const lat of [LAT.serverError, LAT.notJson, LAT.noAddress, LAT.slow]) {
      expect(await neshan().reverse({ lat, lng: 51.6 }), String(lat)).toBeNull();
    }
  });

  it('answers null when nothing listens', async () => {
    const closed = createNeshanGeocoder({
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    expect(await closed.reverse(POINTS.centre)).toBeNull();
  });
});

describe('choosing the adapter from the settings', () => {
  it('is none by default, and for a missing key or an unknown provider', () => {
    expect(geocoderFromEnv({}).name).toBe('none');
    expect(geocoderFromEnv({ GEOCODE_PROVIDER: 'none' }).name).toBe('none');
    expect(geocoderFromEnv({ GEOCODE_PROVIDER: 'neshan' }).name).toBe('none');
    expect(geocoderFromEnv({ GEOCODE_PROVIDER: 'mapbox', NESHAN_API_KEY: KEY }).name).toBe('none');
  });

  it('is neshan with a key', () => {
    expect(geocoderFromEnv({ GEOCODE_PROVIDER: 'Neshan', NESHAN_API_KEY: KEY }).name).toBe(
      'neshan',
    );
  });

  it('the built-in adapter knows no addresses', async () => {
    expect(await noneGeocoder.reverse(POINTS.centre)).toBeNull();
  });
});

describe('POST /api/v1/location/check with GEOCODE_PROVIDER=neshan', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const saved = { ...process.env };
  beforeAll(async () => {
    t = await createTestApp();
    await insertPeopleFixture(t.db);
    process.env.GEOCODE_PROVIDER = 'neshan';
    process.env.NESHAN_API_KEY = KEY;
    process.env.NESHAN_BASE_URL = baseUrl;
  });
  afterAll(async () => {
    for (const name of ['GEOCODE_PROVIDER', 'NESHAN_API_KEY', 'NESHAN_BASE_URL']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await t.close();
  });

  it('answers the street address from the map service', async () => {
    const res = await t.call('POST', '/api/v1/location/check', { body: POINTS.centre });
    expect(okData(res, locationCheck)).toMatchObject({ is_in_zone: true, address: ADDRESS });
    expect(seen).toHaveLength(1);
  });

  it('still answers the zone when the map service fails', async () => {
    const res = await t.call('POST', '/api/v1/location/check', {
      body: { lat: LAT.serverError, lng: 51.6 },
    });
    expect(okData(res, locationCheck)).toEqual({ is_in_zone: false, address: null, zone: null });
  });

  it('never sends a point outside Iran to the service', async () => {
    const res = await t.call('POST', '/api/v1/location/check', {
      body: { lat: 48.8566, lng: 2.3522 },
    });
    expect(okData(res, locationCheck).address).toBeNull();
    expect(seen).toEqual([]);
  });
});
