/**
 * One-time-code login, guest tokens and logout (spec §7 "Authentication").
 * Every answer is the v1 envelope, with `Cache-Control: no-store`.
 *
 * | Call | body | data |
 * |---|---|---|
 * | POST /api/v1/user/login | {mobile} | {mobile, expires_in: 120, resend_in: 120} |
 * | POST /api/v1/user/resend | {mobile} | same as login |
 * | POST /api/v1/user/validate | {mobile, code} | {token, customer: {id}, guest: false, user: {role: 'customer', id}, is_new} |
 * | POST /api/v1/user/login/guest | — | {token, guest: true, user: {role: 'guest', id: null}} |
 * | POST /api/v1/user/logout | — (bearer) | null |
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
import { type Handler, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { loginBody, validateBody } from '@/lib/contract/auth';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { parseJson } from '@/server/http/validate';
import { smsSenderFor } from '@/server/integrations/sms';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { issueGuestToken } from '@/server/services/auth/guest';
import { sendLoginCode, verifyLoginCode } from '@/server/services/auth/login';
import { logout } from '@/server/services/auth/logout';
import { authMessages } from '@/server/services/auth/messages';

/** Tokens and codes must never sit in a cache, error answers included. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const authRoutes = new Hono<AppEnv>();

const sendCode: Handler<AppEnv> = async (c) => {
  const { mobile } = await parseJson(c, loginBody);
  const data = await sendLoginCode(c.var.db, {
    mobile,
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
    sender: smsSenderFor(c.var.db),
  });
  return ok(c, data, authMessages.codeSent);
};

authRoutes.post('/v1/user/login', noStore, sendCode);
authRoutes.post('/v1/user/resend', noStore, sendCode);

authRoutes.post('/v1/user/validate', noStore, async (c) => {
  const { mobile, code } = await parseJson(c, validateBody);
  const data = await verifyLoginCode(c.var.db, {
    mobile,
    code,
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
  });
  return ok(c, data, authMessages.loggedIn);
});

authRoutes.post('/v1/user/login/guest', noStore, async (c) => {
  const data = await issueGuestToken(c.var.db, {
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
  });
  return ok(c, data, authMessages.guestIssued);
});

authRoutes.post('/v1/user/logout', noStore, async (c) => {
  const token = bearerToken(c.req.header('authorization'));
  return ok(c, await logout(c.var.db, token, authNow()), authMessages.loggedOut);
});
