import { index, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per Idempotency-Key a caller sent to a call (server/http/idempotency):
 * scope names the caller and the call, fingerprint the request it was first
 * used for; status and response are the answer a repeat gets. Claimed in the
 * transaction of the call's effect, so the two exist together or not at all.
 * Rows older than a day count as gone and are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 64 }).notNull(),
    scope: varchar('scope', { length: 255 }).notNull(),
    /** sha256 (hex) of the method, path, query and body. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    response: jsonb('response').$type<unknown>(),
    status: smallint('status'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
