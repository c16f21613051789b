import { z } from 'zod';
import fa from '@/messages/fa.json';
import { blankable } from './common';

const messages = fa.api.sso;

/** Values the portal hands back: URL-safe, bounded, never empty. */
const opaque = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2048, required)
    .regex(/^[\w.~+/=-]+$/, required);

/** GET /api/v1/user/sso/redirect: where to send the browser to log in at the city portal. */
export const ssoRedirectData = z.object({ url: z.string() });
export type SsoRedirectData = z.infer<typeof ssoRedirectData>;

/**
 * POST /api/v1/user/sso/authenticate: what the portal appended to /sso/callback.
 * `iss` is the issuer some OpenID providers add (RFC 9207); pass it on when present.
 */
export const ssoAuthenticateBody = z.object({
  code: opaque(messages.codeRequired),
  /** Optional: the browser that started the login carries it in an httpOnly cookie. */
  state: blankable(opaque(messages.stateRequired).pipe(z.string().max(64, messages.stateInvalid))),
  iss: blankable(z.string().url().max(2048)),
});
export type SsoAuthenticateBody = z.input<typeof ssoAuthenticateBody>;

/** GET /api/v1/sso/local/citizens: the built-in portal's people, mobiles masked. */
export const ssoLocalCitizen = z.object({
  id: z.number().int(),
  name: z.string(),
  masked_mobile: z.string(),
});
export const ssoLocalCitizensData = z.object({ results: z.array(ssoLocalCitizen) });
export type SsoLocalCitizen = z.infer<typeof ssoLocalCitizen>;

/** POST /api/v1/sso/local/authorize: the built-in portal signs a citizen in for one login. */
export const ssoLocalAuthorizeBody = z.object({
  citizen_id: z.coerce.number().int().positive(),
  state: opaque(messages.stateRequired).pipe(z.string().max(64, messages.stateInvalid)),
  redirect_uri: z.string().url(messages.redirectUriInvalid).max(2048),
  /** base64url of a SHA-256 digest: 43 characters. */
  code_challenge: z.string().regex(/^[\w-]{43}$/, messages.challengeInvalid),
  code_challenge_method: z.literal('S256', messages.challengeInvalid),
});
export type SsoLocalAuthorizeBody = z.input<typeof ssoLocalAuthorizeBody>;

/** Where the portal sends the browser next: redirect_uri?code=…&state=…. */
export const ssoLocalAuthorizeData = z.object({ redirect_to: z.string() });
