// How every Redis connection of the shop waits. Plain JavaScript: Next's cache
// handler (server/cache/next-cache-handler.mjs) loads it outside the bundles.

/**
 * ioredis's defaults keep a command queued while the connection is down and
 * retry it across reconnections, seconds per command, which added up to pages
 * held for 36–42 s when Redis stopped. Here a command is given up after
 * REDIS_COMMAND_TIMEOUT_MS (queued or sent) and one retry, and a lost
 * connection is tried again every second at most, so the shop sees Redis back
 * within about a second of its return.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function redisOptions(env = process.env) {
  const timeout = Number(env.REDIS_COMMAND_TIMEOUT_MS ?? 1_000);
  return {
    maxRetriesPerRequest: 1,
    commandTimeout: Number.isFinite(timeout) && timeout > 0 ? timeout : 1_000,
    connectTimeout: 2_000,
    /** @param {number} attempt */
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    enableAutoPipelining: true,
  };
}

/**
 * The connection is lost and being tried again: a command now would only wait
 * for its timeout. (Before the first connection it is 'wait' or 'connecting',
 * and a command is worth queueing.)
 * @param {{ status: string }} redis
 */
export function redisIsDown(redis) {
  return redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';
}
