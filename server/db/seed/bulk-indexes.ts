import { sql } from 'drizzle-orm';
import type { Executor } from '../database';

type IndexDefinition = { name: string; definition: string };

/** A table's indexes that back no constraint (so neither the primary key nor unique constraints). */
async function secondaryIndexes(db: Executor, table: string): Promise<IndexDefinition[]> {
  const rows = await db
    .select({ name: sql<string>`indexname`, definition: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(
      sql`schemaname = current_schema() and tablename = ${table}
        and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
    );
  return rows.map((row) => ({ name: String(row.name), definition: String(row.definition) }));
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped and rebuilds
 * them after from their own catalogue definitions: building an index once is
 * much cheaper than updating it row by row, which is most of a large top-up's
 * time on PGlite. Inside the caller's transaction, a failure restores them.
 */
export async function withIndexesDeferred<T>(
  db: Executor,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const deferred: IndexDefinition[] = [];
  for (const table of tables) deferred.push(...(await secondaryIndexes(db, table)));
  for (const index of deferred) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  for (const index of deferred) await db.execute(sql.raw(index.definition));
  return result;
}
