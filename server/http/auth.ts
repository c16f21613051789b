import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { authTokens } from '@/server/db/schema';
import type { Caller } from './context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{16,256})$/);
  return match?.[1] ?? null;
}

/**
 * The caller lookup every request with a token makes, built once per database
 * handle rather than per request, and named so PostgreSQL parses and plans it
 * once per connection. The moment is a parameter in the ISO form drizzle sends
 * for a timestamp, so the comparison is the one the app's clock makes.
 */
function prepareCallerLookup(db: Database) {
  return db
    .select({ role: authTokens.role, customerId: authTokens.customerId, userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_caller');
}

const callerLookups = new WeakMap<Database, ReturnType<typeof prepareCallerLookup>>();

/** The caller behind a bearer token: unknown, expired and revoked tokens are nobody. */
export async function resolveCaller(db: Database, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  let lookup = callerLookups.get(db);
  if (!lookup) {
    lookup = prepareCallerLookup(db);
    callerLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ hash: hashToken(token), now: new Date().toISOString() });
  return row ?? null;
}
