import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '@/server/db/database';
import { idempotencyKeys } from '@/server/db/schema';
import type { CallResult } from './test-app';

/** The header of a keyed request. */
export const keyed = (key: string) => ({ 'idempotency-key': key });

/** How many rows a table holds: the effect a call may write only once. */
export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Moves a key's first use back past its lifetime (a day), as if sent yesterday. */
export async function ageKey(db: Database, key: string): Promise<void> {
  const aged = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(idempotencyKeys.key, key))
    .returning({ key: idempotencyKeys.key });
  expect(aged, `key ${key} was kept`).toHaveLength(1);
}

/** A repeat answered with the first answer, marked as such. */
export function expectReplay(first: CallResult, again: CallResult): void {
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  expect(again.status).toBe(first.status);
  expect(again.body).toEqual(first.body);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(first.headers.get('idempotent-replayed')).toBeNull();
}

/** Another request under a used key: a 422 in Persian, in the path's API style. */
export function expectKeyReused(res: CallResult): void {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.headers.get('idempotent-replayed')).toBeNull();
  expect(JSON.stringify(res.body)).toMatch(/Idempotency-Key پیش‌تر برای درخواست دیگری/);
}
