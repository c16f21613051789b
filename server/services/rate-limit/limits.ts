import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '@/server/db/database';
import { rateLimitBuckets } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { UNAVAILABLE_RETRY_SECONDS } from '@/server/http/service-unavailable';
import { getRedis, redisIsDown, redisPrefix } from '@/server/redis/client';
import { isRedisUnavailable } from '@/server/redis/unavailable';

/**
 * At most `limit` hits per `windowSeconds`, the window starting at the first hit.
 * `whenRedisDown` says what a hit does while Redis (when the limits live
 * there) is out of reach: 'refuse' (the default) answers 503, because a fresh
 * count elsewhere would hand out a new window in the middle of one (more login
 * codes sent, more guesses); 'database' counts in the database meanwhile, for
 * limits that only keep load off (guest tokens, payment starts) and must not
 * stop shopping.
 */
export type RateRule = {
  name: string;
  limit: number;
  windowSeconds: number;
  whenRedisDown?: 'refuse' | 'database';
};

export type RateHit = { allowed: boolean; retryAfterSeconds: number };

const limiters = new WeakMap<object, Map<string, RateLimiterAbstract>>();

/**
 * rate-limiter-flexible on Redis when REDIS_URL is set (and `inDatabase` is
 * not asked), else in the database: both count atomically, so simultaneous
 * hits on any number of instances are counted one by one.
 */
function limiterFor(db: Database, rule: RateRule, inDatabase = false): RateLimiterAbstract {
  const redis = inDatabase ? null : getRedis();
  const owner: object = redis ?? db;
  const byRule = limiters.get(owner) ?? new Map<string, RateLimiterAbstract>();
  limiters.set(owner, byRule);
  const known = byRule.get(rule.name);
  if (known) return known;
  const common = { points: rule.limit, duration: rule.windowSeconds };
  const limiter = redis
    ? new RateLimiterRedis({
        ...common,
        storeClient: redis,
        keyPrefix: `${redisPrefix()}:rl:${rule.name}`,
      })
    : new RateLimiterDrizzle({
        ...common,
        storeClient: db,
        schema: rateLimitBuckets,
        keyPrefix: rule.name,
        // A call run under an Idempotency-Key counts inside its transaction (on
        // PGlite nothing else may run meanwhile): that limiter lives as long as
        // the transaction, so only the database's own schedules the cleanup.
        clearExpiredByTimeout: !(db instanceof PgTransaction),
      });
  byRule.set(rule.name, limiter);
  return limiter;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts one hit against the rule for this subject (an address, a number). */
export async function hitRateLimit(
  db: Database,
  rule: RateRule,
  subject: string,
): Promise<RateHit> {
  const redis = getRedis();
  // Known lost: not worth a command that would only wait for its timeout.
  if (redis && redisIsDown(redis)) return redisDown(db, rule, subject);
  try {
    return await consume(limiterFor(db, rule), subject);
  } catch (error) {
    if (redis && isRedisUnavailable(error)) return redisDown(db, rule, subject);
    throw error;
  }
}

async function consume(limiter: RateLimiterAbstract, subject: string): Promise<RateHit> {
  try {
    const used = await limiter.consume(subject);
    return { allowed: true, retryAfterSeconds: secondsOf(used.msBeforeNext) };
  } catch (refusal) {
    // The library refuses with the bucket's state; anything else is a store failure.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: secondsOf(refusal.msBeforeNext) };
  }
}

/** A hit while Redis is out of reach: never let through uncounted (see RateRule). */
async function redisDown(db: Database, rule: RateRule, subject: string): Promise<RateHit> {
  if (rule.whenRedisDown === 'database') return consume(limiterFor(db, rule, true), subject);
  throw ApiError.unavailable(UNAVAILABLE_RETRY_SECONDS, apiMessages.limitsUnavailable);
}

/** Counts a hit, or throws 429 with Retry-After and the Persian message for the wait. */
export async function enforceRateLimit(
  db: Database,
  rule: RateRule,
  subject: string,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  const hit = await hitRateLimit(db, rule, subject);
  if (!hit.allowed) {
    throw ApiError.tooManyRequests(hit.retryAfterSeconds, message(hit.retryAfterSeconds));
  }
}

/** Gives back a hit that bought nothing (the SMS never left). */
export async function releaseRateLimit(db: Database, rule: RateRule, subject: string) {
  await limiterFor(db, rule).reward(subject, 1);
}
