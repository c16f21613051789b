import { createMiddleware } from 'hono/factory';
import type { CachePolicy } from './call';
import type { AppEnv } from './context';

export const PUBLIC_CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_NO_STORE = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Shared caches may keep anonymous catalogue answers for a minute; an answer to
 * a request with credentials may hold customer-specific data and is never stored.
 * `Vary: Authorization` because a `public` answer may otherwise be served to a
 * signed-in request (RFC 9111 §3.5), hiding its favourite marks. Error answers
 * carry no cache policy.
 */
const catalog = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A 304 says the client's copy is still the answer: the same policy goes with it.
  if (c.res.status !== 200 && c.res.status !== 304) return;
  const policy = c.req.header('authorization') ? PRIVATE_NO_STORE : PUBLIC_CATALOG_CACHE;
  c.header('Cache-Control', policy);
  c.header('Vary', 'Authorization', { append: true });
});

/** Answers about one customer are never kept by a browser or a proxy, failures included. */
const privateAnswer = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', PRIVATE_NO_STORE);
});

/** Tokens, codes and secrets must never sit in a cache, error answers included. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

/**
 * An answer whose address names its content for good (an uploaded picture and
 * its copies): kept a year. Error answers carry no cache policy, so a 404 for a
 * picture not there yet is asked again.
 */
const immutable = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE);
});

const POLICIES = {
  catalog,
  private: privateAnswer,
  'no-store': noStore,
  immutable,
} as const;

export function cachePolicy(policy: CachePolicy) {
  return POLICIES[policy];
}
