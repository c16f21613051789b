import type { HonoRequest, MiddlewareHandler } from 'hono';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import type { AppEnv } from './context';

const NUL = '\u0000';
const ENCODED_NUL = /%00/;
const JSON_ESCAPED_NUL = /\\u0000/;

/** Whether any string (or key) of a parsed JSON value holds NUL; iterative, so no nesting depth overflows. */
function jsonHoldsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function formHoldsNul(form: FormData): boolean {
  for (const [name, value] of form.entries()) {
    if (name.includes(NUL)) return true;
    // A file's bytes may hold NUL; only its name is text the shop would store.
    const text = typeof value === 'string' ? value : value.name;
    if (text.includes(NUL)) return true;
  }
  return false;
}

/**
 * A body holds NUL as a raw character, as a JSON `\u0000` escape or as a
 * form's `%00`. JSON is looked at whatever the content type says, because the
 * handlers parse any body as JSON; the escape is only believed after parsing
 * (`"\\u0000"` is a backslash and text, not NUL).
 */
async function bodyHoldsNul(request: HonoRequest): Promise<boolean> {
  const contentType = request.header('content-type')?.toLowerCase() ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    return formHoldsNul(await request.formData());
  }
  const text = await request.text();
  if (text.includes(NUL)) return true;
  if (contentType.startsWith('application/x-www-form-urlencoded')) return ENCODED_NUL.test(text);
  if (!JSON_ESCAPED_NUL.test(text)) return false;
  try {
    return jsonHoldsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole query, so a NUL
 * anywhere in a call (path, query, JSON at any depth, form fields) is refused
 * here with a Persian 400, before any handler reads or writes. Headers need no
 * check: Node's HTTP parser and the Fetch Headers class both reject NUL in a
 * header value before a request exists. The body read here is cached by Hono,
 * so handlers read it again for free.
 */
export const refuseNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  const holdsNul =
    ENCODED_NUL.test(url) ||
    url.includes(NUL) ||
    (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (await bodyHoldsNul(c.req)));
  if (holdsNul) throw ApiError.badRequest(apiMessages.nulCharacter);
  await next();
};
