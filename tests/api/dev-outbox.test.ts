import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsOutboxData } from '@/lib/contract/dev';
import { createApp } from '@/server/app';
import { announcePeerAddresses } from '@/server/http/peer-address.mjs';
import { outboxIsVisible } from '@/server/routes/dev-outbox';
import { createTestApp } from '../helpers/test-app';
import { createTestDb } from '../helpers/test-db';
import {
  type AuthTestApp,
  client,
  envelopeOf,
  expectFailure,
  nextMobile,
  steppedClock,
} from './auth-support';

let t: AuthTestApp;
let clock: ReturnType<typeof steppedClock>;
vi.spyOn(console, 'info').mockImplementation(() => {});

beforeAll(async () => {
  // A demo shop behind its own server, which writes each connection's address
  // last in X-Forwarded-For; the callers below are on this machine unless said.
  vi.stubEnv('DEMO_MODE', '1');
  announcePeerAddresses();
  t = await createTestApp();
  clock = steppedClock();
});
afterAll(async () => {
  clock.reset();
  vi.unstubAllEnvs();
  await t.close();
});

const here = () => client(t, '127.0.0.1');

describe('GET /api/v1/dev/sms-outbox', () => {
  it('lists the newest messages to a number, newest first, with the code read out', async () => {
    const mobile = nextMobile();
    const call = here();
    expect((await call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
    clock.advance(121);
    expect((await call('POST', '/api/v1/user/resend', { body: { mobile } })).status).toBe(200);
    const answer = await call('GET', `/api/v1/dev/sms-outbox?mobile=${mobile}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { results } = smsOutboxData.parse(envelopeOf(answer).data);
    expect(results).toHaveLength(2);
    expect(results[0]?.id).toBeGreaterThan(results[1]?.id ?? Infinity);
    expect(results[0]?.code).toMatch(/^\d{6}$/);
    expect(results[0]?.body).toContain(results[0]?.code ?? '');
  });

  it('lists the newest messages to anyone without a number (the demo banner’s link)', async () => {
    const first = nextMobile();
    const second = nextMobile();
    await here()('POST', '/api/v1/user/login', { body: { mobile: first } });
    await here()('POST', '/api/v1/user/login', { body: { mobile: second } });
    const answer = await here()('GET', '/api/v1/dev/sms-outbox');
    const { results } = smsOutboxData.parse(envelopeOf(answer).data);
    expect(results.slice(0, 2).map((message) => message.mobile)).toEqual([second, first]);
  });

  it('accepts the number in Persian digits and answers an empty list for a number never sent to', async () => {
    const answer = await here()('GET', '/api/v1/dev/sms-outbox?mobile=۰۹۱۲۹۹۹۸۸۷۷');
    expect(answer.status).toBe(200);
    expect(smsOutboxData.parse(envelopeOf(answer).data).results).toEqual([]);
  });

  it('refuses a malformed number with a Persian message', async () => {
    expectFailure(await here()('GET', '/api/v1/dev/sms-outbox?mobile=12'), 400);
  });

  it('refuses a caller that is not on this machine, whatever it claims', async () => {
    const remote = client(t, '203.0.113.7');
    expectFailure(await remote('GET', '/api/v1/dev/sms-outbox'), 403);
    // A client's own X-Forwarded-For entries sit before the connection's.
    const forged = client(t, '127.0.0.1, 203.0.113.7');
    expect(envelopeOf(await forged('GET', '/api/v1/dev/sms-outbox')).msg).toBe(
      'این بخش فقط روی همان رایانه‌ای باز می‌شود که فروشگاه روی آن اجرا شده است',
    );
  });
});

describe('which shops have the outbox', () => {
  it('a demo: the embedded database on a local address, or whoever sets DEMO_MODE=1', () => {
    expect(outboxIsVisible({})).toBe(true);
    expect(outboxIsVisible({ NODE_ENV: 'production' })).toBe(true);
    expect(outboxIsVisible({ SITE_URL: 'http://127.0.0.1:3917', PORT: '3917' })).toBe(true);
    expect(outboxIsVisible({ DATABASE_URL: 'postgres://db/shop', DEMO_MODE: '1' })).toBe(true);
  });

  it('never a shop on DATABASE_URL or a real domain unless asked, nor one with a real SMS provider', () => {
    expect(outboxIsVisible({ DATABASE_URL: 'postgres://db/shop' })).toBe(false);
    expect(outboxIsVisible({ SITE_URL: 'https://shop.example' })).toBe(false);
    expect(outboxIsVisible({ DEMO_MODE: '0' })).toBe(false);
    expect(outboxIsVisible({ SMS_PROVIDER: 'kavenegar', DEMO_MODE: '1' })).toBe(false);
  });

  it('a shop on DATABASE_URL does not mount the path at all', async () => {
    const db = await createTestDb();
    vi.stubEnv('DEMO_MODE', '');
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@db.example/shop');
    const app = createApp({ getDb: async () => db.db });
    try {
      const answer = await app.request('/api/v1/dev/sms-outbox', {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await db.close();
    }
  });
});
