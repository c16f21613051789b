/**
 * Single sign-on through the city portal (spec §7 "Authentication": an SSO
 * redirect URL, then authenticate with the code). Never cached.
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

import { ssoCalls } from '@/lib/contract/calls/sso';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { keepSsoState, ssoStateOf } from '@/server/http/sso-state-cookie';
import { ssoProviderFor, ssoProviderName, ssoRedirectUri } from '@/server/integrations/sso';
import { issueLocalCode, listLocalCitizens } from '@/server/integrations/sso/local';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { maskMobile } from '@/server/services/sso/mask';
import { authenticateSso, startSsoLogin } from '@/server/services/sso/sso-login';
import { requestOrigin } from '@/server/site/request-origin';

const messages = apiMessages.sso;

/** The portal could not even be asked (discovery failed, settings missing). */
function unavailable(error: unknown): never {
  if (error instanceof ApiError) throw error;
  console.error('[sso] no authorize URL:', error instanceof Error ? error.message : error);
  throw new ApiError(503, messages.providerFailed);
}

export function localPortalIsActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return ssoProviderName(env) === 'local';
}

export const ssoRoutes: Call[] = [
  jsonCall(ssoCalls.redirect, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    chosen: true,
    summary:
      'The city portal’s authorize URL with a fresh state and PKCE challenge (S256); the browser goes there',
    description:
      'A new state and PKCE verifier kept for 10 minutes; the state also rides in an httpOnly cookie that binds the login to this browser. redirect_uri is the shop’s origin (SITE_URL, or the local address the request came to) + /sso/callback. At most 60 per client address per 10 minutes.',
    handler: async ({ c, db }) => {
      const siteUrl = requestOrigin(c.req.raw);
      const { url, state } = await startSsoLogin(db, {
        provider: ssoProviderFor(db, siteUrl),
        redirectUri: ssoRedirectUri(siteUrl),
        address: clientAddress(c.req.raw.headers),
        now: authNow(),
      }).catch(unavailable);
      keepSsoState(c, state, siteUrl.startsWith('https:'));
      return { data: { url }, msg: messages.redirectReady };
    },
  }),
  jsonCall(ssoCalls.authenticate, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    chosen: true,
    summary:
      'The portal’s code and state for a customer token (as validate); a used, expired or unknown state or code answers 400',
    description:
      '`{code}` alone is enough from the browser that started the login (its cookie holds the state); a body state that differs from that cookie is a 400. A refused code (used, expired, wrong verifier, issued for another login) 400; a portal that can’t be reached 503; no mobile from the portal 400. Counted in the same per-address limit as /api/v1/user/validate.',
    handler: async ({ c, db, body }) => {
      const siteUrl = requestOrigin(c.req.raw);
      return {
        data: await authenticateSso(db, {
          provider: ssoProviderFor(db, siteUrl),
          code: body.code,
          state: ssoStateOf(c, body.state),
          iss: body.iss,
          redirectUri: ssoRedirectUri(siteUrl),
          address: clientAddress(c.req.raw.headers),
          now: authNow(),
        }),
        msg: messages.loggedIn,
      };
    },
  }),
  jsonCall(ssoCalls.localCitizens, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    chosen: true,
    mountedWhen: localPortalIsActive,
    summary:
      'The built-in portal’s demo citizens, mobiles masked; exists only while SSO_PROVIDER is local',
    handler: async ({ db }) => {
      const citizens = await listLocalCitizens(db);
      return {
        data: {
          results: citizens.map((citizen) => ({
            id: citizen.id,
            name: citizen.name,
            masked_mobile: maskMobile(citizen.mobile),
          })),
        },
        msg: messages.citizensListed,
      };
    },
  }),
  jsonCall(ssoCalls.localAuthorize, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    chosen: true,
    mountedWhen: localPortalIsActive,
    summary:
      'The built-in portal signs a citizen in: a single-use 60 s code bound to state, redirect_uri and challenge; local only',
    handler: async ({ c, db, body }) => {
      // Like any portal, it sends codes only to the address registered for the
      // shop: here, the shop at the address this portal page was opened on.
      if (body.redirect_uri !== ssoRedirectUri(requestOrigin(c.req.raw))) {
        throw ApiError.badRequest(messages.redirectUriInvalid, {
          redirect_uri: [messages.redirectUriInvalid],
        });
      }
      const code = await issueLocalCode(db, {
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
      return { data: { redirect_to: target.href }, msg: messages.codeIssued };
    },
  }),
];
