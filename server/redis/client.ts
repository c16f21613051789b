import Redis from 'ioredis';
import { redisOptions } from './options.mjs';

export { redisIsDown } from './options.mjs';

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
  if (!globalThis.__shopRedis) {
    const redis = new Redis(url, redisOptions());
    let warned = false;
    // Unheard, ioredis prints every failed reconnection: one line per outage is enough.
    redis.on('error', (error: Error) => {
      if (warned) return;
      warned = true;
      console.error(`[redis] out of reach, retrying: ${error.message}`);
    });
    redis.on('ready', () => {
      if (warned) console.error('[redis] reachable again');
      warned = false;
    });
    globalThis.__shopRedis = redis;
  }
  return globalThis.__shopRedis;
}
