import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, shopQrCodes, shops, users } from '@/server/db/schema';
import { hashToken } from '@/server/http/auth';
import { newToken } from '@/server/services/auth/tokens';
import { createTestApp } from '../helpers/test-app';
import {
  type AuthTestApp,
  client,
  codeSentTo,
  envelopeOf,
  expectFailure,
  steppedClock,
} from './auth-support';

type Printed = { id: number; shop_id: number; shop_name: string; url: string; expires_at: string };

describe('shop QR login', () => {
  let t: AuthTestApp;
  let clock: ReturnType<typeof steppedClock>;
  let shopIds: number[];
  vi.spyOn(console, 'info').mockImplementation(() => {});

  beforeAll(async () => {
    t = await createTestApp();
    clock = steppedClock();
    const rows = await t.db
      .insert(shops)
      .values([{ name: 'شعبه‌ی چهارباغ' }, { name: 'شعبه‌ی جلفا' }])
      .returning({ id: shops.id });
    shopIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  async function print(shop_ids?: number[]): Promise<Printed[]> {
    const answer = await client(t)('POST', '/api/v1/qrcode/print', { body: { shop_ids } });
    expect(answer.status).toBe(200);
    return (envelopeOf(answer).data as { codes: Printed[] }).codes;
  }

  /** The printed URL's parts: /qr/{id}?t=<secret>. */
  function partsOf(code: Printed) {
    const url = new URL(code.url);
    return { id: url.pathname.split('/')[2] ?? '', secret: url.searchParams.get('t') ?? '' };
  }

  const redeem = (id: string, secret: string, token?: string, address?: string) =>
    client(t, address)('GET', `/api/v1/qrcode/${id}/get?token=${encodeURIComponent(secret)}`, {
      token,
    });

  it('prints one fresh code per shop, storing only the secret’s hash', async () => {
    const codes = await print();
    expect(codes.map((code) => code.shop_id)).toEqual(shopIds);
    const [first] = codes;
    if (!first) throw new Error('no code');
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/qr\/\d+\?t=[\w-]{43}$/);
    const { secret } = partsOf(first);
    const rows = await t.db.select().from(shopQrCodes).where(eq(shopQrCodes.id, first.id));
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expectFailure(
      await client(t)('POST', '/api/v1/qrcode/print', { body: { shop_ids: [999_999] } }),
      404,
    );
  });

  it('gives a visitor without a token a guest token bound to the shop, once', async () => {
    const [code] = await print([shopIds[1] ?? 0]);
    if (!code) throw new Error('no code');
    const { id, secret } = partsOf(code);
    const answer = await redeem(id, secret);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = envelopeOf(answer).data as {
      token: { access_token: string };
      user: { login_to_id: number; role: string; id: number | null };
      guest: boolean;
    };
    expect(data.user).toEqual({ login_to_id: shopIds[1], role: 'guest', id: null });
    expect(data.guest).toBe(true);
    // A working guest token: logout accepts it.
    const logout = await t.call('POST', '/api/v1/user/logout', { token: data.token.access_token });
    expect(logout.status).toBe(200);

    const again = expectFailure(await redeem(id, secret), 400);
    expect(again.msg).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps a logged-in customer as they are', async () => {
    const { token, customerId } = await loginCustomer(t);
    const [code] = await print([shopIds[0] ?? 0]);
    if (!code) throw new Error('no code');
    const { id, secret } = partsOf(code);
    const before = await t.db.select({ n: count() }).from(authTokens);
    const answer = await redeem(id, secret, token);
    expect(answer.status).toBe(200);
    expect(envelopeOf(answer).data).toMatchObject({
      token: { access_token: token },
      user: { login_to_id: shopIds[0], role: 'customer', id: customerId },
      guest: false,
      customer: { id: customerId },
    });
    expect(await t.db.select({ n: count() }).from(authTokens)).toEqual(before);
  });

  it('refuses unknown ids, wrong secrets and garbage with Persian messages', async () => {
    const [code] = await print([shopIds[0] ?? 0]);
    if (!code) throw new Error('no code');
    const { id, secret } = partsOf(code);
    expectFailure(await redeem('999999', secret), 404);
    expectFailure(await redeem('abc', secret), 400);
    expectFailure(await redeem('-1', secret), 400);
    expectFailure(await client(t)('GET', `/api/v1/qrcode/${id}/get`), 400);
    expectFailure(await redeem(id, 'x'.repeat(200)), 400);
    // One character off (never the one it already ends with, or the "wrong" secret is right).
    const wrongLast = secret.endsWith('A') ? 'B' : 'A';
    expectFailure(await redeem(id, `${secret.slice(0, -1)}${wrongLast}`), 400);
    // None of those spent the code.
    expect((await redeem(id, secret)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const [code] = await print([shopIds[0] ?? 0]);
    if (!code) throw new Error('no code');
    const { id, secret } = partsOf(code);
    clock.advance(15 * 60 + 1);
    const body = expectFailure(await redeem(id, secret), 400);
    expect(body.msg).toContain('مهلت');
  });

  it('in production only staff may print, unless QR_PRINT_OPEN=1', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEMO_MODE', '0');
    try {
      const call = (token?: string) =>
        client(t)('POST', '/api/v1/qrcode/print', { body: {}, token });
      expectFailure(await call(), 401);
      expectFailure(await call((await loginCustomer(t)).token), 403);
      const [staff] = await t.db.insert(users).values({ name: 'کارمند' }).returning();
      const staffToken = newToken();
      await t.db.insert(authTokens).values({
        tokenHash: hashToken(staffToken),
        role: 'staff',
        userId: staff?.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await call(staffToken)).status).toBe(200);
      vi.stubEnv('QR_PRINT_OPEN', '1');
      expect((await call()).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('in a demo shop anyone may print, a customer included (the demo sends visitors to /qr/print)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEMO_MODE', '1');
    try {
      const call = (token?: string) =>
        client(t)('POST', '/api/v1/qrcode/print', { body: {}, token });
      expect((await call()).status).toBe(200);
      expect((await call((await loginCustomer(t)).token)).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('limits scans per address', async () => {
    const address = '203.0.113.90';
    for (let i = 0; i < 30; i++) {
      expect((await redeem('999999', 'nope', undefined, address)).status).toBe(404);
    }
    expectFailure(await redeem('999999', 'nope', undefined, address), 429);
  });
});

let mobileSerial = 9000;

async function loginCustomer(t: AuthTestApp) {
  mobileSerial += 1;
  const mobile = `0912000${mobileSerial}`;
  const send = client(t);
  expect((await send('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
  const code = await codeSentTo(t, mobile);
  const answer = await send('POST', '/api/v1/user/validate', { body: { mobile, code } });
  const data = envelopeOf(answer).data as {
    token: { access_token: string };
    customer: { id: number };
  };
  return { token: data.token.access_token, customerId: data.customer.id };
}
