import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { authTokens } from '@/server/db/schema';
import { hashToken } from '@/server/http/auth';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TOKEN_TTL_DAYS = { customer: 30, guest: 30, staff: 7 } as const;

export type TokenGrant =
  | { role: 'guest' }
  | { role: 'customer'; customerId: number }
  | { role: 'staff'; userId: number };

/** 256 random bits, URL-safe; only its sha256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(db: Executor, grant: TokenGrant, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    role: grant.role,
    customerId: grant.role === 'customer' ? grant.customerId : null,
    userId: grant.role === 'staff' ? grant.userId : null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_DAYS[grant.role] * DAY_MS),
    createdAt: now,
  });
  return token;
}

/** Revokes a live token; false when it was unknown, expired or already revoked. */
export async function revokeToken(db: Executor, token: string, now: Date): Promise<boolean> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ id: authTokens.id });
  return revoked.length > 0;
}
