import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
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

/** The caller behind a bearer token: unknown, expired and revoked tokens are nobody. */
export async function resolveCaller(db: Database, token: string | null): Promise<Caller | null> {
  if (!token) return null;
  const [row] = await db
    .select({ role: authTokens.role, customerId: authTokens.customerId, userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}
