import { sql } from 'drizzle-orm';
import type { Executor } from '../database';

/**
 * Takes `count` ids from a table's serial sequence up front, so rows can carry
 * their own id in derived columns (image paths) and still never collide with
 * rows others insert.
 */
export async function reserveIds(db: Executor, table: string, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => Number(row.id));
}
