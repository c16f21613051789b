import Redis from 'ioredis';

/** The machine's Redis for tests (TEST_REDIS_URL, else the local one). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. Outside CI a missing Redis skips the caller's tests
 * with a warning naming `what`; in CI it is a failure, never a silent skip.
 */
export async function redisAnswers(what: string): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`Redis is not reachable at ${testRedisUrl}`);
    console.warn(`! Redis is not reachable at ${testRedisUrl}; ${what} are skipped.`);
    return false;
  } finally {
    probe.disconnect();
  }
}
