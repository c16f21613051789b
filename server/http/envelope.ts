import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { toPersianDigits } from '@/lib/format/digits';
import { apiMessages } from '@/server/errors/messages';

/**
 * v1/v2 answers: `{ success, code, msg, data }`, with `code` mirroring the HTTP
 * status. Every message is shown to a customer as it is, so its digits are
 * Persian whatever wrote it (a filled template, zod's fallback wording).
 */
export function okBody<T>(
  data: T,
  msg: string = apiMessages.ok,
  status: ContentfulStatusCode = 200,
) {
  return { success: true as const, code: status, msg: toPersianDigits(msg), data };
}

/** v3 answers follow the REST-framework style: plain JSON, the status carries the outcome. */
export function isV3(path: string): boolean {
  return path.startsWith('/api/v3/');
}

function persianErrors(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      list.map((text) => toPersianDigits(text)),
    ]),
  );
}

/** A failure's body in the style of the path's API version, its words in Persian digits. */
export function errorBody(
  path: string,
  status: ContentfulStatusCode,
  msg: string,
  errors?: Record<string, string[]>,
) {
  const text = toPersianDigits(msg);
  const fields = errors ? persianErrors(errors) : undefined;
  if (isV3(path)) return fields ?? { detail: text };
  return {
    success: false as const,
    code: status,
    msg: text,
    data: null,
    ...(fields ? { errors: fields } : {}),
  };
}
