import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsOutboxData } from '@/lib/contract/dev';
import { outboxIsVisible } from '@/server/routes/dev-outbox';
import { createTestApp } from '../helpers/test-app';
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
  t = await createTestApp();
  clock = steppedClock();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('GET /api/v1/dev/sms-outbox', () => {
  it('lists the newest messages to a number, newest first, with the code read out', async () => {
    const mobile = nextMobile();
    const call = client(t);
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

  it('accepts the number in Persian digits and answers an empty list for a number never sent to', async () => {
    const answer = await client(t)('GET', '/api/v1/dev/sms-outbox?mobile=۰۹۱۲۹۹۹۸۸۷۷');
    expect(answer.status).toBe(200);
    expect(smsOutboxData.parse(envelopeOf(answer).data).results).toEqual([]);
  });

  it('refuses a missing or malformed number with a Persian message', async () => {
    expectFailure(await client(t)('GET', '/api/v1/dev/sms-outbox'), 400);
    expectFailure(await client(t)('GET', '/api/v1/dev/sms-outbox?mobile=12'), 400);
  });
});

describe('when the outbox is visible', () => {
  it('only with the built-in adapter, and in production only when asked for', () => {
    expect(outboxIsVisible({ NODE_ENV: 'development' })).toBe(true);
    expect(outboxIsVisible({ NODE_ENV: 'production' })).toBe(false);
    expect(outboxIsVisible({ NODE_ENV: 'production', SMS_OUTBOX_VISIBLE: '1' })).toBe(true);
    expect(outboxIsVisible({ NODE_ENV: 'development', SMS_PROVIDER: 'kavenegar' })).toBe(false);
    expect(
      outboxIsVisible({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'kavenegar',
        SMS_OUTBOX_VISIBLE: '1',
      }),
    ).toBe(false);
  });
});
