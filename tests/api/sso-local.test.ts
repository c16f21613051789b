import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerAuthData } from '@/lib/contract/auth';
import { authTokens, customers, ssoStates } from '@/server/db/schema';
import { createTestApp } from '../helpers/test-app';
import { type AuthTestApp, client, envelopeOf, expectFailure, steppedClock } from './auth-support';
import { addCitizens, CALLBACK, foreignChallenge, portalCode, startLogin } from './sso-support';

describe('SSO through the built-in city portal', () => {
  let t: AuthTestApp;
  let clock: ReturnType<typeof steppedClock>;
  let citizens: number[];
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  beforeAll(async () => {
    t = await createTestApp();
    clock = steppedClock();
    citizens = await addCitizens(t, ['09120000001', '09135550101', '09135550102']);
    // The first citizen already shops here.
    await t.db.insert(customers).values({ mobile: '09120000001', firstName: 'مریم' });
  });
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  const authenticate = (body: unknown, address?: string) =>
    client(t, address)('POST', '/api/v1/user/sso/authenticate', { body });

  it('redirect gives the portal URL with a fresh state and an S256 challenge', async () => {
    const first = await startLogin(t);
    const second = await startLogin(t);
    expect(first.url.pathname).toBe('/sso/portal');
    expect(first.url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(first.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.url.searchParams.get('response_type')).toBe('code');
    expect(first.codeChallenge).toMatch(/^[\w-]{43}$/);
    expect(first.state).not.toBe(second.state);
    const [row] = await t.db.select().from(ssoStates).where(eq(ssoStates.state, first.state));
    expect(row?.usedAt).toBeNull();
    // The verifier stays here; the portal only ever sees its challenge.
    expect(row?.codeVerifier).not.toBe(first.codeChallenge);
    expect(first.url.href).not.toContain(row?.codeVerifier ?? '-');
  });

  it('lists the portal citizens with masked mobiles', async () => {
    const answer = await client(t)('GET', '/api/v1/sso/local/citizens');
    expect(answer.status).toBe(200);
    const { results } = envelopeOf(answer).data as {
      results: { id: number; name: string; masked_mobile: string }[];
    };
    expect(results).toHaveLength(3);
    expect(results[0]?.masked_mobile).toBe('۰۹۱۲***۰۰۰۱');
    expect(JSON.stringify(results)).not.toContain('09120000001');
  });

  it('logs an existing customer in and creates a new one, as validate answers', async () => {
    const [known = 0, fresh = 0] = citizens;
    const started = await startLogin(t);
    const code = await portalCode(t, known, started);
    const answer = await authenticate({ code, state: started.state });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.mobile, '09120000001'));
    expect(envelopeOf(answer).data).toEqual({
      token: { access_token: expect.any(String) },
      customer: { id: customer?.id },
      guest: false,
      user: { role: 'customer', id: customer?.id },
      is_new: false,
    });
    const { token } = customerAuthData.parse(envelopeOf(answer).data);
    const profile = await t.call('GET', `/api/v1/app/customers/${customer?.id}`, {
      token: token.access_token,
    });
    expect(profile.status).toBe(200);

    const next = await startLogin(t);
    const created = await authenticate({
      code: await portalCode(t, fresh, next),
      state: next.state,
    });
    expect(created.status).toBe(200);
    expect(envelopeOf(created).data).toMatchObject({ is_new: true, guest: false });
  });

  it('binds the login to the browser that started it: {code} alone with its httpOnly cookie', async () => {
    const [known = 0] = citizens;
    const redirect = await client(t)('GET', '/api/v1/user/sso/redirect');
    const cookie = redirect.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sso_state=[\w.~+/=-]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    const { url } = envelopeOf(redirect).data as { url: string };
    const state = new URL(url).searchParams.get('state') ?? '';
    const code = await portalCode(t, known, {
      state,
      codeChallenge: new URL(url).searchParams.get('code_challenge') ?? '',
    });
    const sendCookie = { cookie: cookie.split(';')[0] ?? '' };
    // Someone else's state in the body, this browser's in its cookie: refused.
    const other = await startLogin(t);
    expectFailure(
      await client(t)('POST', '/api/v1/user/sso/authenticate', {
        body: { code, state: other.state },
        headers: sendCookie,
      }),
      400,
    );
    const answer = await client(t)('POST', '/api/v1/user/sso/authenticate', {
      body: { code },
      headers: sendCookie,
    });
    expect(answer.status).toBe(200);
    expect(envelopeOf(answer).data).toMatchObject({ token: { access_token: expect.any(String) } });
    expectFailure(await authenticate({ code }), 400);
  });

  it('refuses a replayed state or code with a Persian message', async () => {
    const [citizen = 0] = citizens;
    const started = await startLogin(t);
    const code = await portalCode(t, citizen, started);
    expect((await authenticate({ code, state: started.state })).status).toBe(200);
    // Same code and state again.
    expectFailure(await authenticate({ code, state: started.state }), 400);
    // The same state with a new code from the portal.
    const again = await portalCode(t, citizen, started);
    const replayed = expectFailure(await authenticate({ code: again, state: started.state }), 400);
    expect(replayed.errors).toHaveProperty('state');
    // The used code with a fresh state.
    const fresh = await startLogin(t);
    expectFailure(await authenticate({ code, state: fresh.state }), 400);
  });

  it('refuses missing, garbage and unknown states and codes without a 500', async () => {
    const started = await startLogin(t);
    for (const body of [
      {},
      { code: 'abc' },
      { state: started.state },
      { code: '', state: started.state },
      { code: 'abc', state: 'x'.repeat(65) },
      { code: 'a b<c>', state: started.state },
      { code: 12, state: [] },
    ]) {
      expectFailure(await authenticate(body), 400);
    }
    expectFailure(await authenticate('not json'), 400);
    expectFailure(await authenticate({ code: 'abc', state: 'never-issued' }), 400);
    // A made-up code burns the state: it cannot be tried again.
    expectFailure(await authenticate({ code: 'made-up-code', state: started.state }), 400);
    const code = await portalCode(t, citizens[0] ?? 0, started);
    expectFailure(await authenticate({ code, state: started.state }), 400);
  });

  it('refuses an expired state', async () => {
    const started = await startLogin(t);
    const code = await portalCode(t, citizens[0] ?? 0, started);
    clock.advance(10 * 60 + 1);
    const body = expectFailure(await authenticate({ code, state: started.state }), 400);
    expect(body.msg).toContain('مهلت');
  });

  it('refuses an expired code (60 s)', async () => {
    const started = await startLogin(t);
    const code = await portalCode(t, citizens[0] ?? 0, started);
    clock.advance(61);
    expectFailure(await authenticate({ code, state: started.state }), 400);
  });

  it('refuses a code whose challenge does not match the stored verifier (PKCE)', async () => {
    const started = await startLogin(t);
    const code = await portalCode(t, citizens[0] ?? 0, {
      state: started.state,
      codeChallenge: foreignChallenge(),
    });
    const before = await t.db.select({ n: count() }).from(authTokens);
    expectFailure(await authenticate({ code, state: started.state }), 400);
    expect(await t.db.select({ n: count() }).from(authTokens)).toEqual(before);
  });

  it('refuses a code issued for another state', async () => {
    const one = await startLogin(t);
    const other = await startLogin(t);
    const code = await portalCode(t, citizens[0] ?? 0, one);
    expectFailure(await authenticate({ code, state: other.state }), 400);
  });

  it('the portal refuses a foreign redirect_uri, an unknown citizen and a bad challenge', async () => {
    const started = await startLogin(t);
    const base = {
      citizen_id: citizens[0],
      state: started.state,
      redirect_uri: CALLBACK,
      code_challenge: started.codeChallenge,
      code_challenge_method: 'S256',
    };
    const call = (body: unknown) => client(t)('POST', '/api/v1/sso/local/authorize', { body });
    expectFailure(await call({ ...base, redirect_uri: 'https://evil.example/sso/callback' }), 400);
    expectFailure(await call({ ...base, code_challenge_method: 'plain' }), 400);
    expectFailure(await call({ ...base, code_challenge: 'short' }), 400);
    expectFailure(await call({ ...base, citizen_id: 'x' }), 400);
    expectFailure(await call({ ...base, citizen_id: 999_999 }), 404);
  });

  it('counts authenticate in the per-address limit of validate', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 20; i++) {
      expect((await authenticate({ code: 'abc', state: `nope${i}` }, address)).status).toBe(400);
    }
    const limited = expectFailure(await authenticate({ code: 'abc', state: 'nope' }, address), 429);
    expect(limited.msg).toMatch(/[۰-۹]/);
    const login = await client(t, address)('POST', '/api/v1/user/validate', {
      body: { mobile: '09120000001', code: '123456' },
    });
    expect(login.status).toBe(429);
  });

  it('limits how often one address may start a login', async () => {
    const address = '203.0.113.78';
    for (let i = 0; i < 60; i++) {
      expect((await client(t, address)('GET', '/api/v1/user/sso/redirect')).status).toBe(200);
    }
    expectFailure(await client(t, address)('GET', '/api/v1/user/sso/redirect'), 429);
  });

  it('makes a customer token only for a fully checked login', async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(authTokens)
      .where(and(eq(authTokens.role, 'customer')));
    // Two successful logins in the happy-path test, one by cookie and one in the replay test.
    expect(row?.n).toBe(4);
  });
});
