/**
 * Single sign-on through the city portal (spec §7 "Authentication": an SSO
 * redirect URL, then authenticate with the code). v1 envelope, `no-store`.
 *
 * | Call | body | data |
 * |---|---|---|
 * | GET /api/v1/user/sso/redirect | — | {url}: the portal's authorize URL |
 * | POST /api/v1/user/sso/authenticate | {code, state, iss?} | as /api/v1/user/validate |
 * | GET /api/v1/sso/local/citizens | — | {results: [{id, name, masked_mobile}]} (local portal only) |
 * | POST /api/v1/sso/local/authorize | {citizen_id, state, redirect_uri, code_challenge, code_challenge_method} | {redirect_to} (local portal only) |
 *
 * - redirect: a new state and PKCE verifier (S256) kept in sso_states for 10
 *   minutes; redirect_uri is SITE_URL + /sso/callback. At most 60 per client
 *   address per 10 minutes, since each one writes a row.
 * - authenticate: an unknown, used or expired state 400; a refused code
 *   (used, expired, wrong verifier, issued for another login) 400; a portal
 *   that can't be reached 503; no mobile from the portal 400. Counted in the
 *   same per-address limit as /api/v1/user/validate.
 * - The local portal's two calls exist only while SSO_PROVIDER is local (the
 *   default). They stand for the portal's own login: they answer for any
 *   citizen they hold, as a portal would after its own checks; its codes are
 *   worth nothing without the verifier only this server keeps.
 */
import { Hono } from 'hono';
import { ssoAuthenticateBody, ssoLocalAuthorizeBody } from '@/lib/contract/sso';
import { ApiError } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { parseJson } from '@/server/http/validate';
import { ssoProviderFor, ssoProviderName, ssoRedirectUri } from '@/server/integrations/sso';
import { issueLocalCode, listLocalCitizens } from '@/server/integrations/sso/local';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { maskMobile } from '@/server/services/sso/mask';
import { authenticateSso, startSsoLogin } from '@/server/services/sso/sso-login';
import { noStore } from './no-store';

const messages = apiMessages.sso;

export const ssoRoutes = new Hono<AppEnv>();

ssoRoutes.get('/v1/user/sso/redirect', noStore, async (c) => {
  const data = await startSsoLogin(c.var.db, {
    provider: ssoProviderFor(c.var.db),
    redirectUri: ssoRedirectUri(),
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
  }).catch(unavailable);
  return ok(c, data, messages.redirectReady);
});

ssoRoutes.post('/v1/user/sso/authenticate', noStore, async (c) => {
  const { code, state, iss } = await parseJson(c, ssoAuthenticateBody);
  const data = await authenticateSso(c.var.db, {
    provider: ssoProviderFor(c.var.db),
    code,
    state,
    iss,
    redirectUri: ssoRedirectUri(),
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
  });
  return ok(c, data, messages.loggedIn);
});

/** The portal could not even be asked (discovery failed, settings missing). */
function unavailable(error: unknown): never {
  if (error instanceof ApiError) throw error;
  console.error('[sso] no authorize URL:', error instanceof Error ? error.message : error);
  throw new ApiError(503, messages.providerFailed);
}

export function localPortalIsActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return ssoProviderName(env) === 'local';
}

export const ssoLocalRoutes = new Hono<AppEnv>();

ssoLocalRoutes.get('/v1/sso/local/citizens', noStore, async (c) => {
  const citizens = await listLocalCitizens(c.var.db);
  return ok(
    c,
    {
      results: citizens.map((citizen) => ({
        id: citizen.id,
        name: citizen.name,
        masked_mobile: maskMobile(citizen.mobile),
      })),
    },
    messages.citizensListed,
  );
});

ssoLocalRoutes.post('/v1/sso/local/authorize', noStore, async (c) => {
  const body = await parseJson(c, ssoLocalAuthorizeBody);
  // Like any portal, it sends codes only to the address registered for the shop.
  if (body.redirect_uri !== ssoRedirectUri()) {
    throw ApiError.badRequest(messages.redirectUriInvalid, {
      redirect_uri: [messages.redirectUriInvalid],
    });
  }
  const code = await issueLocalCode(c.var.db, {
    citizenId: body.citizen_id,
    state: body.state,
    redirectUri: body.redirect_uri,
    codeChallenge: body.code_challenge,
    now: authNow(),
  });
  if (code === null) throw ApiError.notFound(messages.citizenNotFound);
  const target = new URL(body.redirect_uri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', body.state);
  return ok(c, { redirect_to: target.href }, messages.codeIssued);
});
