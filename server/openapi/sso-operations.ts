import { customerAuthData } from '@/lib/contract/auth';
import * as c from '@/lib/contract/sso';
import type { Operation } from './operation';

const tag = 'sso';

export const ssoOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/user/sso/redirect',
    tag,
    chosen: true,
    summary:
      "The city portal's authorize URL with a fresh state and PKCE challenge (S256); the browser goes there",
    response: c.ssoRedirectData,
  },
  {
    method: 'post',
    path: '/api/v1/user/sso/authenticate',
    tag,
    chosen: true,
    summary:
      "The portal's code and state for a customer token (as validate); a used, expired or unknown state or code answers 400",
    body: c.ssoAuthenticateBody,
    response: customerAuthData,
  },
  {
    method: 'get',
    path: '/api/v1/sso/local/citizens',
    tag,
    chosen: true,
    summary:
      "The built-in portal's demo citizens, mobiles masked; exists only while SSO_PROVIDER is local",
    response: c.ssoLocalCitizensData,
  },
  {
    method: 'post',
    path: '/api/v1/sso/local/authorize',
    tag,
    chosen: true,
    summary:
      'The built-in portal signs a citizen in: a single-use 60 s code bound to state, redirect_uri and challenge; local only',
    body: c.ssoLocalAuthorizeBody,
    response: c.ssoLocalAuthorizeData,
  },
];
