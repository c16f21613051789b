// One shop, or two on one PostgreSQL database sharing the machine's Redis
// under a key prefix of the run's own (removed afterwards): the instances one
// bench cell loads.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { startServer } from './server.mjs';

export const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Deletes every key under `prefix`; resolves with how many there were. */
export async function removeKeys(redis, prefix) {
  let removed = 0;
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
    if (keys.length > 0) removed += await redis.del(...keys);
  }
  return removed;
}

/**
 * @typedef {Awaited<ReturnType<typeof startServer>>} Server
 * @typedef {{ servers: Server[]; bases: string[]; prefix: string | null; stop: () => Promise<void> }} Shops
 */

/**
 * Starts `count` instances on `database`, on ports `firstPort`, `firstPort + 1`…;
 * more than one needs PostgreSQL and Redis. They start one after the other:
 * together they would both apply the (already applied) migrations. `extraEnv`
 * goes to every instance (the sale day's demo adapters, for one).
 * @param {Parameters<typeof startServer>[0]} database @param {number} count @param {number} firstPort
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<Shops>}
 */
export async function startShops(database, count, firstPort, extraEnv = {}) {
  /** @type {Redis | null} */
  let redis = null;
  /** @type {Record<string, string>} */
  let shared = { ...extraEnv };
  let prefix = null;
  if (count > 1) {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    prefix = `bench-${randomBytes(4).toString('hex')}`;
    shared = { ...shared, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  }
  /** @type {Server[]} */
  const servers = [];
  const stop = async () => {
    for (const server of servers) await server.stop();
    if (redis && prefix) {
      const removed = await removeKeys(redis, prefix);
      console.log(`  removed ${removed} Redis keys under ${prefix}`);
      redis.disconnect();
    }
  };
  try {
    for (let index = 0; index < count; index++) {
      servers.push(await startServer(database, firstPort + index, shared));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, bases: servers.map((server) => server.base), prefix, stop };
}
