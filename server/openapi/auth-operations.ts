import * as c from '@/lib/contract/auth';
import type { Operation } from './operation';

const tag = 'auth';

export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/user/login',
    tag,
    summary:
      'Send a 6-digit login code by SMS (valid 120 s); same answer for known and unknown numbers',
    body: c.loginBody,
    response: c.codeSentData,
  },
  {
    method: 'post',
    path: '/api/v1/user/resend',
    tag,
    summary: 'Send a new code and void the earlier one; 429 with Retry-After during the countdown',
    body: c.loginBody,
    response: c.codeSentData,
  },
  {
    method: 'post',
    path: '/api/v1/user/validate',
    tag,
    summary: 'Check the code; creates the customer on first login and issues a new customer token',
    body: c.validateBody,
    response: c.customerAuthData,
  },
  {
    method: 'post',
    path: '/api/v1/user/login/guest',
    tag,
    summary: 'A token with the guest role',
    response: c.guestAuthData,
  },
  {
    method: 'post',
    path: '/api/v1/user/logout',
    tag,
    summary: 'Revoke the bearer token (any live token, a guest one included); 401 without one',
    auth: 'customer',
    response: c.logoutData,
  },
];
