import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitBuckets } from '@/server/db/schema';
import { clientAddress } from '@/server/services/auth/client-address';
import { hitRateLimit } from '@/server/services/rate-limit/limits';
import { createTestApp } from '../helpers/test-app';
import {
  type AuthTestApp,
  client,
  codeSentTo,
  expectFailure,
  nextMobile,
  otherCode,
  steppedClock,
} from './auth-support';

let t: AuthTestApp;
let clock: ReturnType<typeof steppedClock>;
vi.spyOn(console, 'info').mockImplementation(() => {});

beforeAll(async () => {
  t = await createTestApp();
  clock = steppedClock();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('per-address limit on login, resend and validate', () => {
  it('allows 20 calls per 10 minutes from one address, then answers 429', async () => {
    const call = client(t, '203.0.113.7');
    const mobile = nextMobile();
    expect((await call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
    const code = await codeSentTo(t, mobile);
    for (let i = 0; i < 4; i++) {
      const wrong = await call('POST', '/api/v1/user/validate', {
        body: { mobile, code: otherCode(code) },
      });
      expect(wrong.status).toBe(400);
    }
    for (let i = 0; i < 15; i++) {
      const other = await call('POST', '/api/v1/user/login', { body: { mobile: nextMobile() } });
      expect(other.status).toBe(200);
    }
    clock.advance(60);
    const refused = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
    expect(expectFailure(refused, 429).msg).toBe(
      'تعداد درخواست‌ها بیش از حد مجاز است؛ ۹ دقیقه دیگر دوباره تلاش کنید',
    );
    expect(refused.headers.get('retry-after')).toBe('540');
    expectFailure(
      await call('POST', '/api/v1/user/resend', { body: { mobile: nextMobile() } }),
      429,
    );

    // Another address is not held back, and this one is free again when the window ends.
    const elsewhere = client(t, '203.0.113.8');
    expect(
      (await elsewhere('POST', '/api/v1/user/login', { body: { mobile: nextMobile() } })).status,
    ).toBe(200);
    clock.advance(540);
    expect(
      (await call('POST', '/api/v1/user/login', { body: { mobile: nextMobile() } })).status,
    ).toBe(200);
  });

  it('does not count bad input', async () => {
    const call = client(t, '203.0.113.9');
    for (let i = 0; i < 25; i++) {
      expect((await call('POST', '/api/v1/user/login', { body: { mobile: 'x' } })).status).toBe(
        400,
      );
    }
    expect(
      (await call('POST', '/api/v1/user/login', { body: { mobile: nextMobile() } })).status,
    ).toBe(200);
  });

  it('allows 60 guest tokens per 10 minutes from one address', async () => {
    const call = client(t, '2001:db8:1:2::10');
    for (let i = 0; i < 60; i++) {
      expect((await call('POST', '/api/v1/user/login/guest')).status).toBe(200);
    }
    // Another address of the same /64 shares the allowance.
    const neighbour = client(t, '2001:db8:1:2:ffff::1');
    const refused = await neighbour('POST', '/api/v1/user/login/guest');
    expectFailure(refused, 429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((await client(t, '2001:db8:1:3::10')('POST', '/api/v1/user/login/guest')).status).toBe(
      200,
    );
  });
});

describe('per-number limit', () => {
  it('sends at most 5 codes an hour to one number, whatever the address', async () => {
    const mobile = nextMobile();
    for (let i = 0; i < 5; i++) {
      const sent = await client(t)('POST', '/api/v1/user/resend', { body: { mobile } });
      expect(sent.status).toBe(200);
      clock.advance(120);
    }
    const refused = await client(t)('POST', '/api/v1/user/resend', { body: { mobile } });
    expect(expectFailure(refused, 429).msg).toBe(
      'درخواست کد برای این شماره بیش از حد مجاز است؛ ۵۰ دقیقه دیگر دوباره تلاش کنید',
    );
    expect(refused.headers.get('retry-after')).toBe(String(3600 - 600));
    clock.advance(3000);
    expect((await client(t)('POST', '/api/v1/user/resend', { body: { mobile } })).status).toBe(200);
  });
});

describe('the rate-limit counter (rate-limiter-flexible in the database)', () => {
  it('counts simultaneous hits one by one and restarts the window when it ends', async () => {
    const rule = { name: 'test-counter', limit: 3, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(t.db, rule, 'k')));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    const [row] = await t.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'test-counter:k'));
    expect(row?.points).toBe(12);
    clock.advance(30);
    expect(await hitRateLimit(t.db, rule, 'k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.advance(30);
    expect(await hitRateLimit(t.db, rule, 'k')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });
});

describe('clientAddress', () => {
  const headers = (xff?: string) =>
    new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

  it('reads the client from the trusted end: the connection, before it one entry per proxy', () => {
    // No proxy: the connection's address, which the shop's server writes last;
    // anything before it is the client's own writing.
    expect(clientAddress(headers('192.0.2.1'), {})).toBe('192.0.2.1');
    expect(clientAddress(headers('6.6.6.6, 192.0.2.1'), {})).toBe('192.0.2.1');
    expect(clientAddress(headers('6.6.6.6, 192.0.2.1, 10.0.0.2'), { TRUST_PROXY: '1' })).toBe(
      '192.0.2.1',
    );
    expect(
      clientAddress(headers('6.6.6.6, 192.0.2.1, 10.0.0.2, 10.0.0.3'), { TRUST_PROXY: '2' }),
    ).toBe('192.0.2.1');
    // A request that went round the proxies: the furthest address the shop saw.
    expect(clientAddress(headers('192.0.2.1'), { TRUST_PROXY: '3' })).toBe('192.0.2.1');
  });

  it('keys IPv6 by its /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(clientAddress(headers('2001:db8:0:12:aaaa::1'), {})).toBe('2001:db8:0:12::/64');
    expect(clientAddress(headers('[2001:0db8::1]'), {})).toBe('2001:db8:0:0::/64');
    expect(clientAddress(headers('::ffff:127.0.0.1'), {})).toBe('127.0.0.1');
  });

  it('puts callers without a readable address in one bucket', () => {
    expect(clientAddress(headers(), {})).toBe('unknown');
    expect(clientAddress(headers('not-an-address'), {})).toBe('unknown');
    expect(clientAddress(headers(`${'1'.repeat(500)}`), {})).toBe('unknown');
  });
});
