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
 * a staff action (staff bearer token), open to anyone outside production, in
 * a demo shop (lib/site/demo-mode.ts: the shop on one's own machine, whose
 * README sends visitors to /qr/print) or with QR_PRINT_OPEN=1.
 */

import { qrCalls } from '@/lib/contract/calls/qr';
import { demoModeIsOn } from '@/lib/site/demo-mode';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { bearerToken } from '@/server/http/auth';
import { type Call, jsonCall } from '@/server/http/call';
import { isStaffCaller } from '@/server/http/context';
import { clientAddress } from '@/server/services/auth/client-address';
import { authNow } from '@/server/services/auth/clock';
import { printQrCodes, redeemQrCode } from '@/server/services/qr/qr-login';
import { requestOrigin } from '@/server/site/request-origin';

const messages = apiMessages.qr;

/** Anyone may print codes outside production, in a demo shop, or with QR_PRINT_OPEN=1. */
export function qrPrintIsOpen(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.QR_PRINT_OPEN === '1' || demoModeIsOn(env);
}

export const qrRoutes: Call[] = [
  jsonCall(qrCalls.redeem, {
    access: 'optional',
    cache: 'no-store',
    tag: 'auth',
    summary:
      'Open a shop’s printed QR code (single use, 15 min): a customer keeps their token, anyone else gets a guest token; login_to_id is the shop',
    description:
      'Unknown id 404; wrong secret, used or expired code 400. At most 30 scans per client address per 10 minutes.',
    handler: async ({ c, db, caller, params, query }) => ({
      data: await redeemQrCode(db, {
        id: params.id,
        secret: query.token,
        caller,
        bearer: bearerToken(c.req.header('authorization')),
        address: clientAddress(c.req.raw.headers),
        now: authNow(),
      }),
      msg: messages.loggedIn,
    }),
  }),
  jsonCall(qrCalls.print, {
    access: 'optional',
    cache: 'no-store',
    tag: 'auth',
    chosen: true,
    summary:
      'Fresh single-use QR codes for the shops, to print; staff only, open to anyone outside production, in demo mode or with QR_PRINT_OPEN=1',
    handler: async ({ c, db, caller, body }) => {
      if (!qrPrintIsOpen()) {
        if (!caller) throw ApiError.unauthorized();
        if (!isStaffCaller(caller)) throw ApiError.forbidden();
      }
      return {
        data: await printQrCodes(db, {
          shopIds: body.shop_ids,
          siteUrl: requestOrigin(c.req.raw),
          now: authNow(),
        }),
        msg: messages.printed,
      };
    },
  }),
];
