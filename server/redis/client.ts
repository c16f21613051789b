import Redis from 'ioredis';

declare global {
  // Route handlers and pages are separate bundles: one connection per process.
  var __shopRedis: Redis | undefined;
}

/** REDIS_URL when set: state that every instance must share lives there. */
export function redisUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.REDIS_URL?.trim() || null;
}

/** Every key this shop writes starts with it, so shops (and test runs) can share a server. */
export function redisPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return env.REDIS_PREFIX?.trim() || 'shop';
}

/** The process's Redis connection, or null when no REDIS_URL is set. */
export function getRedis(): Redis | null {
  const url = redisUrl();
  if (!url) return null;
  globalThis.__shopRedis ??= new Redis(url, {
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  return globalThis.__shopRedis;
}
