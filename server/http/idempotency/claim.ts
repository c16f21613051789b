import { and, eq, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '@/server/db/database';
import { idempotencyKeys } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { IDEMPOTENCY_KEY_HOURS } from './lifetime';

export type KeyClaim = { scope: string; key: string; fingerprint: string };

/** The answer a key keeps: what the first request was answered, status and JSON body. */
export type StoredAnswer = { status: ContentfulStatusCode; body: unknown };

/** Statuses a call answers on success: the only ones kept (a refusal keeps no key). */
const SUCCESS_STATUSES = [200, 201, 202] as const;

function successStatus(status: number | null): ContentfulStatusCode | null {
  return SUCCESS_STATUSES.find((known) => known === status) ?? null;
}

const sameKey = (claim: KeyClaim) =>
  and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key));

/**
 * Takes the key for this request inside `tx`, the transaction the call's
 * effect is written in. The INSERT … ON CONFLICT DO NOTHING waits while
 * another transaction holds an uncommitted row for the same key: a
 * simultaneous repeat goes on only once the first has committed (it then finds
 * the answer) or rolled back (it then takes the key itself). Returns null when
 * the key is this request's to use, or the stored answer of the first;
 * another request under the key is a Persian 422.
 */
export async function claimKey(tx: Executor, claim: KeyClaim): Promise<StoredAnswer | null> {
  const taken = await tx
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken.length > 0) return null;

  const [row] = await tx
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
      expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
    })
    .from(idempotencyKeys)
    .where(sameKey(claim))
    .for('update');
  // Swept between the two statements: the key is free again.
  if (!row) return claimKey(tx, claim);
  if (row.expired) {
    await tx
      .update(idempotencyKeys)
      .set({ fingerprint: claim.fingerprint, status: null, response: null, createdAt: sql`now()` })
      .where(sameKey(claim));
    return null;
  }
  if (row.fingerprint !== claim.fingerprint) {
    throw new ApiError(422, apiMessages.idempotency.keyReused);
  }
  const status = successStatus(row.status);
  // Rows commit only with their answer; one without is not a result to repeat.
  if (status === null) throw ApiError.conflict(apiMessages.idempotency.keyUnsettled);
  return { status, body: row.response };
}

/** Keeps the answer with the key, in the same transaction as the effect it reports. */
export async function storeAnswer(
  tx: Executor,
  claim: KeyClaim,
  answer: StoredAnswer,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, response: answer.body })
    .where(sameKey(claim));
}
