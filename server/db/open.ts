import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { withAfterCommit } from './after-commit';
import type { Database } from './database';
import { poolSettings } from './pool-settings';
import * as schema from './schema';
import { reindexProductSearch } from './search-reindex';

export type OpenDatabase = { db: Database; close: () => Promise<void> };

// Read at run time, never bundled: without the ignore marks the build traces the whole project.
const migrationsFolder = resolve(/*turbopackIgnore: true*/ process.env.MIGRATIONS_DIR ?? 'drizzle');

/** Where the embedded database keeps its files when no DATABASE_URL is set. */
export function dataDir(): string {
  return resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data/pglite');
}

/**
 * Opens PostgreSQL through `pg` when a URL is given, else embedded PGlite in
 * `dir` ('memory://' keeps it in memory), and applies drizzle-kit's migrations
 * (applied ones are skipped, so this is safe on every start), then
 * brings older rows' search columns to the current normal form.
 */
export async function openDatabase(opts: { url?: string; dir?: string }): Promise<OpenDatabase> {
  const { url } = opts;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool(poolSettings(url));
    let closing = false;
    // An idle connection the server drops (restart, failover, DROP … FORCE) is an
    // 'error' event on the pool; unhandled, it would bring the whole process down.
    // The pool replaces the connection on next use, so it is worth a line in the log.
    pool.on('error', (error) => {
      if (!closing) console.error(`database connection lost: ${error.message}`);
    });
    // A connection lost while a call holds it between two statements (inside a
    // transaction) emits 'error' on the client itself, where the pool listens
    // only while it is idle: unheard, that too would end the process. The
    // statement that comes next fails and the call answers 503; the pool drops
    // the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = withAfterCommit(drizzle(pool, { schema }));
    await migrate(db, { migrationsFolder });
    await reindexProductSearch(db);
    return {
      db,
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const client = await createPglite(opts.dir ?? dataDir());
  return { db: await onPglite(client), close: () => client.close() };
}

/** An embedded PostgreSQL in `dir` ('memory://' keeps it in memory), with the extensions the schema needs. */
export async function createPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir !== 'memory://') mkdirSync(dirname(dir), { recursive: true });
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/**
 * The shop's database over an open PGlite client, migrated. Apart from
 * openDatabase so a test can hand in a client it watches (to count queries).
 */
export async function onPglite(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = withAfterCommit(drizzle(client, { schema }));
  await migrate(db, { migrationsFolder });
  await reindexProductSearch(db);
  return db;
}
