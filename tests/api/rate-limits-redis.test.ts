import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit } from '@/server/services/rate-limit/limits';
import { createTestApp } from '../helpers/test-app';
import { redisAnswers, testRedisUrl } from '../helpers/test-redis';

const url = testRedisUrl;

const reachable = await redisAnswers('the Redis rate-limit tests');

/**
 * With REDIS_URL set, limits live in Redis under the shop's key prefix, so
 * every instance counts against the same buckets. This file uses a prefix of
 * its own and removes its keys afterwards.
 */
describe.skipIf(!reachable)('rate limits on Redis (REDIS_URL set)', () => {
  const prefix = `shop-test-${randomBytes(4).toString('hex')}`;
  const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_PREFIX };
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Redis;

  beforeAll(async () => {
    process.env.REDIS_URL = url;
    process.env.REDIS_PREFIX = prefix;
    t = await createTestApp();
    admin = new Redis(url);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    globalThis.__shopRedis?.disconnect();
    globalThis.__shopRedis = undefined;
    process.env.REDIS_URL = saved.url;
    process.env.REDIS_PREFIX = saved.prefix;
    await t.close();
  });

  it('counts simultaneous hits one by one, in Redis, where another instance sees them', async () => {
    const rule = { name: 'redis-counter', limit: 3, windowSeconds: 60 };
    const hits = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(t.db, rule, 'k')));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
    const refused = hits.find((hit) => !hit.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    const elsewhere = new Redis(url);
    const another = new RateLimiterRedis({
      storeClient: elsewhere,
      keyPrefix: `${prefix}:rl:${rule.name}`,
      points: rule.limit,
      duration: rule.windowSeconds,
    });
    expect((await another.get('k'))?.consumedPoints).toBe(12);
    elsewhere.disconnect();
  });

  it('answers the same Persian 429 with Retry-After through the API', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 60; i++) {
      const res = await t.call('POST', '/api/v1/user/login/guest', {
        headers: { 'x-forwarded-for': address },
      });
      expect(res.status).toBe(200);
    }
    const refused = await t.call('POST', '/api/v1/user/login/guest', {
      headers: { 'x-forwarded-for': address },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect((refused.body as { msg: string }).msg).toMatch(/[\u0600-\u06FF]/);
    expect(await admin.keys(`${prefix}:rl:addr-guest:*`)).toHaveLength(1);
  });
});
