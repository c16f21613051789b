import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiMessages } from './messages';

/** v1/v2 answers: `{ success, code, msg, data }`, with `code` mirroring the HTTP status. */
export function ok<T>(
  c: Context,
  data: T,
  msg: string = apiMessages.ok,
  status: ContentfulStatusCode = 200,
) {
  return c.json({ success: true as const, code: status, msg, data }, status);
}

/** v3 answers follow the REST-framework style: plain JSON, the status carries the outcome. */
export function isV3(path: string): boolean {
  return path.startsWith('/api/v3/');
}

/** A failure's body in the style of the path's API version. */
export function errorBody(
  path: string,
  status: ContentfulStatusCode,
  msg: string,
  errors?: Record<string, string[]>,
) {
  if (isV3(path)) return errors ?? { detail: msg };
  return { success: false as const, code: status, msg, data: null, ...(errors ? { errors } : {}) };
}
