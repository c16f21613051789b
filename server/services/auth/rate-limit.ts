import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@/lib/constants';
import type { Executor } from '@/server/db/database';
import { rateLimits } from '@/server/db/schema';
import { ApiError } from '@/server/http/api-error';

/** At most `limit` hits per `windowSeconds`, the window starting at the first hit. */
export type RateRule = { name: string; limit: number; windowSeconds: number };

export const AUTH_RATE_RULES = {
  /** One code per number per countdown: login and resend share it. */
  mobileCooldown: { name: 'otp-cooldown', limit: 1, windowSeconds: OTP_RESEND_COOLDOWN_SECONDS },
  /** SMS cost and harassment of a number: 5 codes an hour. */
  mobileSends: { name: 'otp-sends', limit: 5, windowSeconds: 60 * 60 },
  /** login, resend and validate together, per client address. */
  addressAuth: { name: 'addr-auth', limit: 20, windowSeconds: 10 * 60 },
  /**
   * Guest tokens come silently on every first visit, and many customers can
   * share a carrier's address, so this one is looser.
   */
  addressGuest: { name: 'addr-guest', limit: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

export type RateHit = { allowed: boolean; retryAfterSeconds: number; windowStart: Date };

/** Windows end within the hour, so a day-old row is dead weight. */
const PRUNE_AGE_MS = 24 * 60 * 60 * 1000;
const PRUNE_ONE_IN = 200;

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Counts one hit. A single INSERT … ON CONFLICT DO UPDATE … RETURNING locks the
 * key's row, so simultaneous hits on any number of instances are counted one by
 * one; a window that has run out starts again at this hit.
 */
export async function hitRateLimit(
  db: Executor,
  rule: RateRule,
  subject: string,
  now: Date,
): Promise<RateHit> {
  const key = `${rule.name}:${subject}`;
  const windowOpen = sql`${rateLimits.windowStart} > ${timestamp(new Date(now.getTime() - rule.windowSeconds * 1000))}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.windowStart} ELSE ${timestamp(now)} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (Math.random() * PRUNE_ONE_IN < 1) await pruneRateLimits(db, now);
  if (!row) throw new Error(`rate limit upsert for ${rule.name} returned no row`);
  const endsInMs = row.windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime();
  return {
    allowed: row.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)),
    windowStart: row.windowStart,
  };
}

/** Counts a hit, or throws 429 with Retry-After and the Persian message for the wait. */
export async function enforceRateLimit(
  db: Executor,
  rule: RateRule,
  subject: string,
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<RateHit> {
  const hit = await hitRateLimit(db, rule, subject, now);
  if (!hit.allowed) {
    throw ApiError.tooManyRequests(hit.retryAfterSeconds, message(hit.retryAfterSeconds));
  }
  return hit;
}

/** Gives back a window that bought nothing (the SMS never left), if it is still the one we opened. */
export async function releaseRateLimit(
  db: Executor,
  rule: RateRule,
  subject: string,
  windowStart: Date,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(
      and(eq(rateLimits.key, `${rule.name}:${subject}`), eq(rateLimits.windowStart, windowStart)),
    );
}

export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - PRUNE_AGE_MS)));
}
