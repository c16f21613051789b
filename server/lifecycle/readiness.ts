import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { getRedis } from '@/server/redis/client';

/** What /readyz reports: ready only when every check says ok. */
export type Readiness = { ready: boolean; checks: Record<string, string> };

/** A check that does not answer by then counts as failed: a balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The newest migration this build ships (drizzle-kit's journal, read as open.ts reads the folder). */
function newestShippedMigration(): number {
  const folder = resolve(/*turbopackIgnore: true*/ process.env.MIGRATIONS_DIR ?? 'drizzle');
  const journal: { entries: { when: number }[] } = JSON.parse(
    readFileSync(join(folder, 'meta/_journal.json'), 'utf8'),
  );
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The first row of a raw query's result (pg and PGlite both answer with `rows`). */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  const rows = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : null;
  return Array.isArray(rows) ? rows[0] : undefined;
}

/** Once seen applied, migrations stay applied: later probes only ask whether the database answers. */
let migrationsCurrent = false;

async function checkDatabase(): Promise<string> {
  const db = await getDb();
  if (migrationsCurrent) {
    await db.execute(sql`select 1`);
    return 'ok';
  }
  // drizzle's migrator records each applied migration with its journal time;
  // a newer build's instance may have applied more than this one ships.
  const applied: unknown = await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(firstRow(applied)?.newest ?? 0);
  if (newest < newestShippedMigration()) return 'migrations behind this build';
  migrationsCurrent = true;
  return 'ok';
}

async function checkRedis(): Promise<string> {
  const redis = getRedis();
  if (!redis) return 'not used';
  await redis.ping();
  return 'ok';
}

async function outcome(check: () => Promise<string>): Promise<string> {
  try {
    return await withinTimeout(check());
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The database answers with every migration this build ships applied (opening
 * it applies them), and Redis answers when REDIS_URL is set.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [database, redis] = await Promise.all([outcome(checkDatabase), outcome(checkRedis)]);
  const ready = database === 'ok' && (redis === 'ok' || redis === 'not used');
  return { ready, checks: { database, redis } };
}
