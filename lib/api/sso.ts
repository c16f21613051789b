import { ssoCalls } from '@/lib/contract/calls/sso';
import type { SsoAuthenticateBody, SsoLocalAuthorizeBody } from '@/lib/contract/sso';
import { receive } from './client';

/** GET /api/v1/user/sso/redirect: the portal's authorize URL for a new login. */
export async function fetchSsoRedirect() {
  return receive(ssoCalls.redirect, {});
}

/** POST /api/v1/user/sso/authenticate: the portal's code for a customer token. */
export async function authenticateSso(body: SsoAuthenticateBody) {
  return receive(ssoCalls.authenticate, { body });
}

/** The built-in portal's demo citizens. */
export async function fetchLocalCitizens() {
  return receive(ssoCalls.localCitizens, {});
}

/** The built-in portal's consent: where to send the browser with its code. */
export async function authorizeLocalCitizen(body: SsoLocalAuthorizeBody) {
  return receive(ssoCalls.localAuthorize, { body });
}
