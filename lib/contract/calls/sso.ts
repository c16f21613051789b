import { customerAuthData } from '@/lib/contract/auth';
import {
  ssoAuthenticateBody,
  ssoLocalAuthorizeBody,
  ssoLocalAuthorizeData,
  ssoLocalCitizensData,
  ssoRedirectData,
} from '@/lib/contract/sso';
import { defineCall } from './define-call';

/** The sso calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const ssoCalls = {
  redirect: defineCall({
    method: 'get',
    path: '/v1/user/sso/redirect',
    response: ssoRedirectData,
  }),
  authenticate: defineCall({
    method: 'post',
    path: '/v1/user/sso/authenticate',
    body: ssoAuthenticateBody,
    response: customerAuthData,
  }),
  localCitizens: defineCall({
    method: 'get',
    path: '/v1/sso/local/citizens',
    response: ssoLocalCitizensData,
  }),
  localAuthorize: defineCall({
    method: 'post',
    path: '/v1/sso/local/authorize',
    body: ssoLocalAuthorizeBody,
    response: ssoLocalAuthorizeData,
  }),
};
