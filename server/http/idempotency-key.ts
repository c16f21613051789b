import type { Context } from 'hono';
import { idempotencyKey } from '@/lib/contract/order';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';

/** The Idempotency-Key header, or null when none was sent; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context): string | null {
  const header = c.req.header('idempotency-key');
  if (header === undefined || header.trim() === '') return null;
  const parsed = idempotencyKey.safeParse(header.trim());
  if (!parsed.success) throw ApiError.badRequest(apiMessages.order.idempotencyKeyInvalid);
  return parsed.data;
}
