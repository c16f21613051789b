import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { ssoLocalCitizens, ssoLocalCodes } from '@/server/db/schema';
import { hashToken } from '@/server/http/auth';
import { SsoExchangeError, type SsoProvider } from './provider';

/** An authorization code of the built-in portal lives this long, as a real provider's would. */
export const LOCAL_CODE_TTL_SECONDS = 60;

/** The built-in portal's page on the storefront. */
export const LOCAL_PORTAL_PATH = '/sso/portal';

/** PKCE S256: base64url(sha256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type LocalCitizen = { id: number; name: string; mobile: string };

export async function listLocalCitizens(db: Executor): Promise<LocalCitizen[]> {
  return db.select().from(ssoLocalCitizens).orderBy(asc(ssoLocalCitizens.id));
}

export type LocalAuthorization = {
  citizenId: number;
  state: string;
  redirectUri: string;
  codeChallenge: string;
  now: Date;
};

/**
 * The portal's "yes, this citizen": a single-use code bound to the state,
 * redirect_uri and challenge it was asked for. Null when there is no such citizen.
 */
export async function issueLocalCode(
  db: Executor,
  { citizenId, state, redirectUri, codeChallenge, now }: LocalAuthorization,
): Promise<string | null> {
  const [citizen] = await db
    .select({ id: ssoLocalCitizens.id })
    .from(ssoLocalCitizens)
    .where(eq(ssoLocalCitizens.id, citizenId));
  if (!citizen) return null;
  const code = randomBytes(32).toString('base64url');
  await db.insert(ssoLocalCodes).values({
    codeHash: hashToken(code),
    citizenId,
    state,
    redirectUri,
    codeChallenge,
    expiresAt: new Date(now.getTime() + LOCAL_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * SSO_PROVIDER=local: the city portal is a page of this storefront. Its
 * authorize URL is /sso/portal with the usual OAuth parameters; a code is
 * exchanged by burning it (one UPDATE, so two exchanges of one code cannot
 * both win) and then checking its binding and the PKCE verifier.
 */
export function localSsoProvider(db: Executor, siteUrl: string): SsoProvider {
  const provider = 'local';
  const reject = (detail: string) => new SsoExchangeError(provider, 'rejected', detail);
  return {
    provider,
    async authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(LOCAL_PORTAL_PATH, siteUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },
    async exchange({ code, state, codeVerifier, redirectUri, now }) {
      const [row] = await db
        .update(ssoLocalCodes)
        .set({ usedAt: now })
        .where(and(eq(ssoLocalCodes.codeHash, hashToken(code)), isNull(ssoLocalCodes.usedAt)))
        .returning();
      if (!row) throw reject('unknown or used code');
      if (row.expiresAt.getTime() <= now.getTime()) throw reject('expired code');
      if (!sameText(row.state, state) || row.redirectUri !== redirectUri) {
        throw reject('code issued for another login');
      }
      if (!sameText(row.codeChallenge, s256(codeVerifier))) throw reject('PKCE verifier mismatch');
      const [citizen] = await db
        .select({ mobile: ssoLocalCitizens.mobile })
        .from(ssoLocalCitizens)
        .where(eq(ssoLocalCitizens.id, row.citizenId));
      return { mobile: citizen?.mobile ?? null };
    },
  };
}
