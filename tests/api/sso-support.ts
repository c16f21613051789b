import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ssoLocalCitizens } from '@/server/db/schema';
import { type AuthTestApp, client, envelopeOf } from './auth-support';

export const CALLBACK = 'http://localhost:3000/sso/callback';

export async function addCitizens(t: AuthTestApp, mobiles: string[]): Promise<number[]> {
  const rows = await t.db
    .insert(ssoLocalCitizens)
    .values(mobiles.map((mobile, i) => ({ name: `شهروند ${i + 1}`, mobile })))
    .returning({ id: ssoLocalCitizens.id });
  return rows.map((row) => row.id);
}

export type Started = { state: string; codeChallenge: string; url: URL };

/** GET /api/v1/user/sso/redirect, read as the browser would follow it. */
export async function startLogin(t: AuthTestApp): Promise<Started> {
  const answer = await client(t)('GET', '/api/v1/user/sso/redirect');
  expect(answer.status).toBe(200);
  const { url } = envelopeOf(answer).data as { url: string };
  const parsed = new URL(url);
  return {
    url: parsed,
    state: parsed.searchParams.get('state') ?? '',
    codeChallenge: parsed.searchParams.get('code_challenge') ?? '',
  };
}

/** The built-in portal's consent for one citizen: the code it sends back. */
export async function portalCode(
  t: AuthTestApp,
  citizenId: number,
  started: Pick<Started, 'state' | 'codeChallenge'>,
): Promise<string> {
  const answer = await client(t)('POST', '/api/v1/sso/local/authorize', {
    body: {
      citizen_id: citizenId,
      state: started.state,
      redirect_uri: CALLBACK,
      code_challenge: started.codeChallenge,
      code_challenge_method: 'S256',
    },
  });
  expect(answer.status).toBe(200);
  const { redirect_to } = envelopeOf(answer).data as { redirect_to: string };
  const back = new URL(redirect_to);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(started.state);
  return back.searchParams.get('code') ?? '';
}

/** A challenge for a verifier this server never made. */
export function foreignChallenge(): string {
  return createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
}
