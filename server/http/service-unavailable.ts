import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { ApiError } from '@/server/errors/api-error';
import { isRedisUnavailable } from '@/server/redis/unavailable';

/**
 * How long a caller is told to wait when the database or Redis is out of
 * reach: the pool reconnects on the next call once the server is back, so a
 * few seconds is the whole of it.
 */
export const UNAVAILABLE_RETRY_SECONDS = 3;

/** One line a second at most: an outage under load fails hundreds of calls. */
const LOG_EVERY_MS = 1_000;
let lastLogged = 0;
let unlogged = 0;

function note(error: unknown) {
  unlogged += 1;
  const now = Date.now();
  if (now - lastLogged < LOG_EVERY_MS) return;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[api] ${unlogged} call(s) answered 503, a store is out of reach: ${message}`);
  lastLogged = now;
  unlogged = 0;
}

/**
 * The 503 to answer in place of `error` when it says the database (or Redis)
 * cannot be reached, else null: the caller did nothing wrong, so it gets a
 * Persian "try again in a moment" and Retry-After, never a 500.
 */
export function asServiceUnavailable(error: unknown): ApiError | null {
  if (error instanceof ApiError) return null;
  if (!isDatabaseUnavailable(error) && !isRedisUnavailable(error)) return null;
  note(error);
  return ApiError.unavailable(UNAVAILABLE_RETRY_SECONDS);
}
