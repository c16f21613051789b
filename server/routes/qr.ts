/**
 * Shop QR login (spec §7: GET /api/v1/qrcode/{id}/get, "shop QR login by token").
 *
 * A shop's printed QR code encodes the storefront address /qr/{id}?t=<secret>.
 * That page calls GET /api/v1/qrcode/{id}/get?token=<secret>, which answers
 * data.token.access_token and data.user.login_to_id (the shop's id):
 * - the secret is 256 random bits, kept only as its sha256, compared in
 *   constant time; a code works once and for 15 minutes after it was made;
 * - unknown id 404; wrong secret, used code 400; expired 400 (Persian messages);
 * - a caller with a live customer token stays that customer and gets the same
 *   token back; anyone else (no token, a guest's, staff) gets a new guest token.
 *   The shop travels as login_to_id, which the storefront keeps with the login.
 * - per client address at most 30 scans per 10 minutes.
 *
 * POST /api/v1/qrcode/print {shop_ids?} makes fresh codes for the printout:
 * a staff action (staff bearer token), open to anyone only outside production
 * or with QR_PRINT_OPEN=1 (the demo and the journeys' server).
 */
import { Hono } from 'hono';
import { qrParams, qrPrintBody, qrQuery } from '@/lib/contract/qr';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { requireStaff } from '@/server/http/require-caller';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
import { siteUrl } from '@/server/integrations/sso';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { printQrCodes, redeemQrCode } from '@/server/services/qr/qr-login';
import { noStore } from './no-store';

const messages = apiMessages.qr;

/** Anyone may print codes outside production, or in it with QR_PRINT_OPEN=1. */
export function qrPrintIsOpen(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.QR_PRINT_OPEN === '1';
}

export const qrRoutes = new Hono<AppEnv>();

qrRoutes.get('/v1/qrcode/:id/get', noStore, async (c) => {
  const { id } = parseParams(c, qrParams);
  const { token } = parseQuery(c, qrQuery);
  const data = await redeemQrCode(c.var.db, {
    id,
    secret: token,
    caller: await c.var.caller(),
    bearer: bearerToken(c.req.header('authorization')),
    address: clientAddress(c.req.raw.headers),
    now: authNow(),
  });
  return ok(c, data, messages.loggedIn);
});

qrRoutes.post('/v1/qrcode/print', noStore, async (c) => {
  if (!qrPrintIsOpen()) await requireStaff(c);
  const { shop_ids } = await parseJson(c, qrPrintBody);
  const data = await printQrCodes(c.var.db, {
    shopIds: shop_ids,
    siteUrl: siteUrl(),
    now: authNow(),
  });
  return ok(c, data, messages.printed);
});
