import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import { type AuthTestApp, client, envelopeOf, expectFailure } from './auth-support';
import { CALLBACK } from './sso-support';

const CLIENT = { id: 'shop-storefront', secret: 'a-long-enough-test-client-secret-0123456789' };
/** The portal spells the number its own way; the shop keeps 09xxxxxxxxx. */
const ACCOUNTS: Record<string, string> = { citizen: '+98 912 555 0199', nophone: '' };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A browser's cookies for the provider, enough for its login and consent screens. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Walks the provider's own (development) login and consent screens as the
 * citizen `account` and returns where it finally sends the browser: our callback.
 */
async function signInAtProvider(authorizeUrl: string, account: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(CALLBACK)) return new URL(url);
    const interaction = /\/interaction\/[^/?]+$/.test(new URL(url).pathname);
    let response: Response;
    if (interaction) {
      const page = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.store(page);
      const html = await page.text();
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login: account, password: 'any' });
      response = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      });
    } else {
      response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    }
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${response.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

describe('SSO through a real OpenID provider (SSO_PROVIDER=oidc)', () => {
  let t: AuthTestApp;
  let server: Server;
  const saved = { ...process.env };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // oidc-provider's notices about its development defaults.
  vi.spyOn(console, 'info').mockImplementation(() => {});

  beforeAll(async () => {
    server = createServer();
    const port = await listen(server);
    const issuer = `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          redirect_uris: [CALLBACK],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      async findAccount(_context, id) {
        const phone = ACCOUNTS[id];
        if (phone === undefined) return undefined;
        return {
          accountId: id,
          claims: async () => (phone ? { sub: id, phone_number: phone } : { sub: id }),
        };
      },
      claims: { openid: ['sub'], phone: ['phone_number', 'phone_number_verified'] },
      scopes: ['openid', 'phone'],
      cookies: { keys: ['test-cookie-key-for-the-local-provider'] },
      features: { devInteractions: { enabled: true } },
    });
    server.on('request', provider.callback());
    Object.assign(process.env, {
      SSO_PROVIDER: 'oidc',
      SSO_ISSUER: issuer,
      SSO_CLIENT_ID: CLIENT.id,
      SSO_CLIENT_SECRET: CLIENT.secret,
    });
    t = await createTestApp();
  });
  afterAll(async () => {
    process.env = saved;
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function startLogin() {
    const answer = await client(t)('GET', '/api/v1/user/sso/redirect');
    expect(answer.status).toBe(200);
    return new URL((envelopeOf(answer).data as { url: string }).url);
  }

  const authenticate = (back: URL, state = back.searchParams.get('state')) =>
    client(t)('POST', '/api/v1/user/sso/authenticate', {
      body: {
        code: back.searchParams.get('code'),
        state,
        ...(back.searchParams.has('iss') ? { iss: back.searchParams.get('iss') } : {}),
      },
    });

  it('sends the browser to the provider with state, PKCE S256 and the phone scope', async () => {
    const url = await startLogin();
    expect(url.origin).toBe(process.env.SSO_ISSUER);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid phone');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('exchanges the code with the verifier and logs the phone number’s customer in', async () => {
    const back = await signInAtProvider((await startLogin()).href, 'citizen');
    const answer = await authenticate(back);
    expect(answer.status).toBe(200);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.mobile, '09125550199'));
    expect(envelopeOf(answer).data).toMatchObject({
      customer: { id: customer?.id },
      user: { role: 'customer', id: customer?.id },
      guest: false,
      is_new: true,
    });

    // The same answer again: the state is spent.
    expectFailure(await authenticate(back), 400);
    // The spent code with a fresh state: the provider refuses it (and our verifier differs).
    const fresh = await startLogin();
    expectFailure(await authenticate(back, fresh.searchParams.get('state')), 400);
  });

  it('refuses a login whose code was meant for another state', async () => {
    const back = await signInAtProvider((await startLogin()).href, 'citizen');
    const other = await startLogin();
    expectFailure(await authenticate(back, other.searchParams.get('state')), 400);
  });

  it('refuses an account without a mobile number', async () => {
    const back = await signInAtProvider((await startLogin()).href, 'nophone');
    const body = expectFailure(await authenticate(back), 400);
    expect(body.msg).toContain('شماره');
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const issuer = process.env.SSO_ISSUER;
    process.env.SSO_ISSUER = 'http://127.0.0.1:9/';
    try {
      expectFailure(await client(t)('GET', '/api/v1/user/sso/redirect'), 503);
    } finally {
      process.env.SSO_ISSUER = issuer;
    }
  });
});
