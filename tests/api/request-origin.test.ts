import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops, smsOutbox } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import { type AuthTestApp, client, envelopeOf, nextMobile } from './auth-support';

/*
 * Without SITE_URL the shop hands out the address a request came to when that
 * is this machine or its network, so a demo opened at 127.0.0.1, localhost or
 * a LAN address keeps the browser (and its session) there; any other name a
 * request claims is never written into an SMS, a portal redirect or a QR code.
 */
describe('addresses handed out follow the local address a request came to', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(shops).values([{ name: 'شعبهٔ چهارباغ' }]);
  });
  afterAll(async () => t.close());

  async function smsTo(mobile: string): Promise<string> {
    const [message] = await t.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return message?.body ?? '';
  }

  it('ends a login SMS with the WebOTP line for the host the browser is on', async () => {
    for (const [host, expected] of [
      ['127.0.0.1:3917', '127.0.0.1'],
      ['localhost:3917', 'localhost'],
      ['192.168.1.20:3917', '192.168.1.20'],
      ['shop-laptop:3917', 'shop-laptop'],
      ['[::1]:3917', '[::1]'],
      ['shop.attacker.example', 'localhost'],
    ] as const) {
      const mobile = nextMobile();
      const sent = await client(t)('POST', '/api/v1/user/login', {
        body: { mobile },
        headers: { host },
      });
      expect(sent.status).toBe(200);
      const body = await smsTo(mobile);
      const code = body.match(/\d{6}/)?.[0];
      expect(body.split('\n').at(-1)).toBe(`@${expected} #${code}`);
    }
  });

  it('sends the city portal back to the address the login started at', async () => {
    for (const [host, origin] of [
      ['127.0.0.1:3917', 'http://127.0.0.1:3917'],
      ['10.0.0.7:8080', 'http://10.0.0.7:8080'],
      ['portal.attacker.example', 'http://localhost:3000'],
    ] as const) {
      const answer = await client(t)('GET', '/api/v1/user/sso/redirect', { headers: { host } });
      const { url } = envelopeOf(answer).data as { url: string };
      const portal = new URL(url);
      expect(portal.origin).toBe(origin);
      expect(portal.searchParams.get('redirect_uri')).toBe(`${origin}/sso/callback`);
    }
  });

  it('refuses a portal code for another address than the one the portal page is on', async () => {
    const answer = await client(t)('POST', '/api/v1/sso/local/authorize', {
      headers: { host: '127.0.0.1:3917' },
      body: {
        citizen_id: 1,
        state: 'a'.repeat(43),
        redirect_uri: 'http://localhost:3917/sso/callback',
        code_challenge: 'b'.repeat(43),
        code_challenge_method: 'S256',
      },
    });
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).errors).toHaveProperty('redirect_uri');
  });

  it('prints shop QR codes for the address the printing page is on', async () => {
    const answer = await client(t)('POST', '/api/v1/qrcode/print', {
      body: {},
      headers: { host: '192.168.1.20:3917' },
    });
    const { codes } = envelopeOf(answer).data as { codes: { url: string }[] };
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes)
      expect(code.url.startsWith('http://192.168.1.20:3917/qr/')).toBe(true);
  });
});
