import { lt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { idempotencyKeys } from '@/server/db/schema';
import { IDEMPOTENCY_KEY_HOURS } from './lifetime';

/** Deletes the keys older than their lifetime; returns how many went. */
export async function sweepExpiredKeys(db: Executor): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;
let lastSweep = 0;

/**
 * Sweeps at most once an hour per process, after a keyed call has answered:
 * an expired key is already treated as new where it is met, so the sweep only
 * keeps the table small, and its failure is only logged.
 */
export function sweepNowAndThen(db: Executor, now: number = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  sweepExpiredKeys(db).catch((error: unknown) => {
    console.error('[idempotency] sweeping expired keys failed:', error);
  });
}
