/**
 * One-time-code login, guest tokens and logout (spec §7 "Authentication").
 * Tokens and codes never sit in a cache (`Cache-Control: no-store`).
 *
 * Choices where the spec is silent:
 * - mobile: any spelling of an Iranian mobile (Persian/Arabic digits, +98, 0098,
 *   98, with or without 0, spaces, dashes) is normalised to 09xxxxxxxxx first;
 *   code: 6 digits in any of the three digit sets. Bad input: 400 with field
 *   errors, nothing written, no limit counted.
 * - login and resend are the same call: both send a new code and void the
 *   earlier one, both wait out the same 120 s countdown (429 + Retry-After).
 *   Neither reads the customers table, so known and unknown numbers answer alike.
 * - A provider failure answers 503 with a Persian message; that code is voided
 *   and the countdown given back.
 * - validate: wrong code 400 (tries left in the message and as errors.code); the
 *   sixth try on one code 429 even when right; expired code, or no live code
 *   (used, replaced, never sent) 400. A right code creates the customer on first
 *   login (is_new) and always issues a new customer token; a bearer token sent
 *   along, a guest's included, is ignored and stays what it was. user.id is the
 *   customer's id.
 * - logout revokes the bearer token; without a live one it answers 401.
 * - Limits (429 + Retry-After + Persian msg, counted in the rate_limits table):
 *   per number one code per 120 s and 5 per hour; per client address 20
 *   login/resend/validate calls and 60 guest tokens per 10 minutes. The address
 *   is read by services/auth/client-address.ts: the shop's server appends the
 *   connection's address to X-Forwarded-For, and TRUST_PROXY=N takes the N
 *   entries before it on trust (N proxies in front), so what a client writes
 *   itself is never counted. IPv6 addresses count per /64.
 */
import { authCalls } from '@/lib/contract/calls/auth';
import { bearerToken } from '@/server/http/auth';
import { type Call, type CallInput, jsonCall } from '@/server/http/call';
import { smsSenderFor } from '@/server/integrations/sms';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { issueGuestToken } from '@/server/services/auth/guest';
import { sendLoginCode, verifyLoginCode } from '@/server/services/auth/login';
import { logout } from '@/server/services/auth/logout';
import { authMessages } from '@/server/services/auth/messages';
import { requestOrigin } from '@/server/site/request-origin';

type LoginInput = CallInput<typeof authCalls.login, 'none'>;

const sendCode = async ({ c, db, body }: LoginInput) => ({
  data: await sendLoginCode(db, {
    mobile: body.mobile,
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
    sender: smsSenderFor(db),
    host: new URL(requestOrigin(c.req.raw)).hostname,
  }),
  msg: authMessages.codeSent,
});

const LIMITS =
  'Limits (429 + Retry-After + Persian msg): per number one code per 120 s and 5 per hour; per client address 20 login/resend/validate calls per 10 minutes.';

export const authRoutes: Call[] = [
  jsonCall(authCalls.login, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    summary:
      'Send a 6-digit login code by SMS (valid 120 s); same answer for known and unknown numbers',
    description: `Any spelling of an Iranian mobile is read as 09xxxxxxxxx. A new code voids the earlier one; a provider failure answers 503. ${LIMITS}`,
    handler: sendCode,
  }),
  jsonCall(authCalls.resend, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    summary: 'Send a new code and void the earlier one; 429 with Retry-After during the countdown',
    description: LIMITS,
    handler: sendCode,
  }),
  jsonCall(authCalls.validate, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    summary: 'Check the code; creates the customer on first login and issues a new customer token',
    description: `Wrong code 400 (tries left in the message and as errors.code); the sixth try on one code 429 even when right; an expired or used code 400. A bearer token sent along is ignored and stays what it was. ${LIMITS}`,
    handler: async ({ c, db, body }) => ({
      data: await verifyLoginCode(db, {
        mobile: body.mobile,
        code: body.code,
        address: clientAddress(c.req.raw.headers),
        now: authNow(),
      }),
      msg: authMessages.loggedIn,
    }),
  }),
  jsonCall(authCalls.loginGuest, {
    access: 'none',
    cache: 'no-store',
    tag: 'auth',
    summary: 'A token with the guest role',
    description: 'At most 60 guest tokens per client address per 10 minutes.',
    handler: async ({ c, db }) => ({
      data: await issueGuestToken(db, {
        address: clientAddress(c.req.raw.headers),
        now: authNow(),
      }),
      msg: authMessages.guestIssued,
    }),
  }),
  jsonCall(authCalls.logout, {
    access: 'guest',
    cache: 'no-store',
    tag: 'auth',
    summary: 'Revoke the bearer token (any live token, a guest one included); 401 without one',
    handler: async ({ c, db }) => ({
      data: await logout(db, bearerToken(c.req.header('authorization')), authNow()),
      msg: authMessages.loggedOut,
    }),
  }),
];
