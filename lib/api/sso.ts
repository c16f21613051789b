import { customerAuthData } from '@/lib/contract/auth';
import {
  type SsoAuthenticateBody,
  type SsoLocalAuthorizeBody,
  ssoLocalAuthorizeData,
  ssoLocalCitizensData,
  ssoRedirectData,
} from '@/lib/contract/sso';
import { apiGet, apiPost } from './client';

/** GET /api/v1/user/sso/redirect: the portal's authorize URL for a new login. */
export async function fetchSsoRedirect() {
  return apiGet('/api/v1/user/sso/redirect', ssoRedirectData);
}

/** POST /api/v1/user/sso/authenticate: the portal's code for a customer token. */
export async function authenticateSso(body: SsoAuthenticateBody) {
  return apiPost('/api/v1/user/sso/authenticate', customerAuthData, body);
}

/** The built-in portal's demo citizens. */
export async function fetchLocalCitizens() {
  return apiGet('/api/v1/sso/local/citizens', ssoLocalCitizensData);
}

/** The built-in portal's consent: where to send the browser with its code. */
export async function authorizeLocalCitizen(body: SsoLocalAuthorizeBody) {
  return apiPost('/api/v1/sso/local/authorize', ssoLocalAuthorizeData, body);
}
