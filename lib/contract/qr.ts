import { z } from 'zod';
import fa from '@/messages/fa.json';
import { accessToken } from './auth';

const messages = fa.api.qr;

/** A printed code works once, within this long of being made. */
export const QR_CODE_TTL_SECONDS = 15 * 60;

/** GET /api/v1/qrcode/{id}/get: the code's id in the path … */
export const qrParams = z.object({ id: z.coerce.number().int().positive(messages.notFound) });

/** … and its one-time secret in the query (`?token=`), as the printed URL carries it. */
export const qrQuery = z.object({
  token: z
    .string({ error: messages.tokenRequired })
    .trim()
    .min(1, messages.tokenRequired)
    .max(128, messages.invalid),
});

/**
 * Spec 7: data.token.access_token and data.user.login_to_id (the shop's id).
 * The token is the caller's own customer token when they sent a live one,
 * otherwise a new guest token; `user.role` says which.
 */
export const qrLoginData = z.object({
  token: accessToken,
  user: z.object({
    login_to_id: z.number().int(),
    role: z.enum(['guest', 'customer']),
    id: z.number().int().nullable(),
  }),
  guest: z.boolean(),
  customer: z.object({ id: z.number().int() }).nullable(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
});
export type QrLoginData = z.infer<typeof qrLoginData>;

/** POST /api/v1/qrcode/print: fresh codes for every shop, or for the ids given. */
export const qrPrintBody = z.object({
  shop_ids: z.array(z.number().int().positive()).max(50).optional(),
});

export const qrPrintedCode = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** The storefront address the QR encodes: /qr/{id}?t=<secret>. */
  url: z.string(),
  expires_at: z.string(),
});
export const qrPrintData = z.object({ codes: z.array(qrPrintedCode) });
export type QrPrintData = z.infer<typeof qrPrintData>;
