import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { SSO_STATE_TTL_SECONDS } from '@/server/services/sso/sso-login';

const NAME = 'sso_state';
const PATH = '/api/v1/user/sso';

/**
 * Binds a city-portal login to the browser that started it: the state rides
 * in an httpOnly cookie, so the spec's client can authenticate with `{code}`
 * alone and a callback address planted by someone else cannot log this
 * browser in to their account.
 */
export function keepSsoState(c: Context, state: string, secure: boolean): void {
  setCookie(c, NAME, state, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: PATH,
    maxAge: SSO_STATE_TTL_SECONDS,
  });
}

/**
 * The login's state: the cookie's, or the body's when the caller is no
 * browser (no cookie). A body state that differs from the cookie is refused.
 */
export function ssoStateOf(c: Context, fromBody: string | undefined): string {
  const fromCookie = getCookie(c, NAME);
  deleteCookie(c, NAME, { path: PATH });
  const messages = apiMessages.sso;
  if (fromCookie && fromBody && fromCookie !== fromBody) {
    throw ApiError.badRequest(messages.stateInvalid, { state: [messages.stateInvalid] });
  }
  const state = fromBody ?? fromCookie;
  if (!state)
    throw ApiError.badRequest(messages.stateRequired, { state: [messages.stateRequired] });
  return state;
}
