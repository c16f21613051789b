import {
  codeSentData,
  customerAuthData,
  guestAuthData,
  loginBody,
  logoutData,
  validateBody,
} from '@/lib/contract/auth';
import { defineCall } from './define-call';
import { GUEST_LOGIN_PATH } from './schema-free-paths';

/** The auth calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const authCalls = {
  login: defineCall({
    method: 'post',
    path: '/v1/user/login',
    body: loginBody,
    response: codeSentData,
  }),
  resend: defineCall({
    method: 'post',
    path: '/v1/user/resend',
    body: loginBody,
    response: codeSentData,
  }),
  validate: defineCall({
    method: 'post',
    path: '/v1/user/validate',
    body: validateBody,
    response: customerAuthData,
  }),
  loginGuest: defineCall({
    method: 'post',
    path: GUEST_LOGIN_PATH,
    response: guestAuthData,
  }),
  logout: defineCall({
    method: 'post',
    path: '/v1/user/logout',
    response: logoutData,
  }),
};
