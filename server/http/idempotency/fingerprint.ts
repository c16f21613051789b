import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** JSON with every object's keys in order, so `{a,b}` and `{b,a}` are one request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The body as data when it is JSON (spacing and key order do not matter), else its text. */
function bodyValue(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the call refuses it anyway; its text still tells two such bodies apart.
    return { text };
  }
}

/**
 * What makes two requests under one Idempotency-Key the same request: the
 * method, the path with its parameters (an order's id), the query without
 * its empty values (the spec's client writes every parameter) and the body.
 * A sha256, so the table never holds what a customer sent.
 */
export async function requestFingerprint(c: Context): Promise<string> {
  const query = Object.entries(c.req.query())
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // Hono keeps the text, so the call reads the same body afterwards.
  const body = c.req.method === 'GET' ? null : bodyValue(await c.req.text());
  const request = canonical({ method: c.req.method, path: c.req.path, query, body });
  return createHash('sha256').update(request).digest('hex');
}
