import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { CustomerAuthData } from '@/lib/contract/auth';
import type { SsoRedirectData } from '@/lib/contract/sso';
import { normalizeMobile } from '@/lib/text/mobile';
import type { Database } from '@/server/db/database';
import { ssoStates } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { SsoExchangeError, type SsoProvider } from '@/server/integrations/sso';
import { s256 } from '@/server/integrations/sso/local';
import { signInCustomer } from '@/server/services/auth/login';
import { authMessages } from '@/server/services/auth/messages';
import { AUTH_RATE_RULES } from '@/server/services/auth/rate-limit';
import { enforceRateLimit, type RateRule } from '@/server/services/rate-limit/limits';

const messages = apiMessages.sso;

/** A login started at the portal must come back within this long. */
export const SSO_STATE_TTL_SECONDS = 10 * 60;

/** Old states are dead weight; a day's margin keeps the sweep away from live ones. */
const PRUNE_AGE_MS = 24 * 60 * 60 * 1000;
const PRUNE_ONE_IN = 100;

/** Each start writes a state row: as loose as guest tokens, which also come unasked. */
export const SSO_START_RULE = {
  name: 'addr-sso-start',
  limit: 60,
  windowSeconds: 10 * 60,
} as const satisfies RateRule;

const inMinutes = (seconds: number) => ({ minutes: Math.ceil(seconds / 60) });

const random = () => randomBytes(32).toString('base64url');

/**
 * A fresh state and PKCE verifier (both 256 random bits), kept here only; the
 * portal sees the state and the verifier's S256 challenge.
 */
export async function startSsoLogin(
  db: Database,
  {
    provider,
    redirectUri,
    address,
    now,
  }: { provider: SsoProvider; redirectUri: string; address: string; now: Date },
): Promise<SsoRedirectData & { state: string }> {
  await enforceRateLimit(db, SSO_START_RULE, address, (seconds) =>
    fillMessage(authMessages.addressLimit, inMinutes(seconds)),
  );
  const state = random();
  const codeVerifier = random();
  const url = await provider.authorizationUrl({
    state,
    codeChallenge: s256(codeVerifier),
    redirectUri,
  });
  await db.insert(ssoStates).values({
    state,
    codeVerifier,
    expiresAt: new Date(now.getTime() + SSO_STATE_TTL_SECONDS * 1000),
  });
  if (Math.random() * PRUNE_ONE_IN < 1) {
    await db
      .delete(ssoStates)
      .where(lt(ssoStates.expiresAt, new Date(now.getTime() - PRUNE_AGE_MS)));
  }
  return { url, state };
}

type Authentication = {
  provider: SsoProvider;
  code: string;
  state: string;
  iss?: string;
  redirectUri: string;
  address: string;
  now: Date;
};

/**
 * The portal's code for a customer token. The state is burnt by the same
 * statement that reads its verifier, before the portal is asked anything: two
 * callers with one state cannot both pass, and a state whose exchange failed
 * cannot be tried again. The customer (created on first login) and the token
 * are then written together, by the same function a one-time code ends in.
 */
export async function authenticateSso(
  db: Database,
  { provider, code, state, iss, redirectUri, address, now }: Authentication,
): Promise<CustomerAuthData> {
  await enforceRateLimit(db, AUTH_RATE_RULES.addressAuth, address, (seconds) =>
    fillMessage(authMessages.addressLimit, inMinutes(seconds)),
  );
  const [started] = await db
    .update(ssoStates)
    .set({ usedAt: now })
    .where(and(eq(ssoStates.state, state), isNull(ssoStates.usedAt)))
    .returning({ codeVerifier: ssoStates.codeVerifier, expiresAt: ssoStates.expiresAt });
  if (!started) throw stateError(messages.stateInvalid);
  if (started.expiresAt.getTime() <= now.getTime()) throw stateError(messages.stateExpired);

  let identity: Awaited<ReturnType<SsoProvider['exchange']>>;
  try {
    identity = await provider.exchange({
      code,
      state,
      iss,
      codeVerifier: started.codeVerifier,
      redirectUri,
      now,
    });
  } catch (error) {
    if (!(error instanceof SsoExchangeError)) throw error;
    console.warn(`[sso] ${error.provider} refused a login: ${error.detail}`);
    if (error.kind === 'unavailable') throw new ApiError(503, messages.providerFailed);
    throw ApiError.badRequest(messages.codeRejected, { code: [messages.codeRejected] });
  }
  const mobile = identity.mobile === null ? null : normalizeMobile(identity.mobile);
  if (mobile === null) throw ApiError.badRequest(messages.noMobile);
  return db.transaction((tx) => signInCustomer(tx, mobile, now));
}

function stateError(msg: string): ApiError {
  return ApiError.badRequest(msg, { state: [msg] });
}
