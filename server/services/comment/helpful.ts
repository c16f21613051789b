import { and, eq, sql } from 'drizzle-orm';
import type { CommentHelpfulResult } from '@/lib/contract/comment';
import type { Database, Executor } from '@/server/db/database';
import { commentHelpful, comments } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { findListedProduct } from '@/server/services/catalog/product-detail';
import { revalidateProductPage } from '@/server/services/catalog/revalidate-products';
import { isVisibleComment } from './comments';

const messages = apiMessages.comment;

type Target = { productId: number; commentId: number };

/** A comment readers can see, on this product; anything else is as missing as an unknown id. */
async function visibleComment(tx: Executor, { productId, commentId }: Target) {
  const [row] = await tx
    .select({ customerId: comments.customerId, helpfulCount: comments.helpfulCount })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.productId, productId), isVisibleComment))
    .limit(1);
  if (!row) throw ApiError.notFound(messages.notFound);
  return row;
}

/**
 * Moves the comment's count by one. The count changes in the statement that
 * changes the mark's row, in one transaction: a mark that already stood (or
 * was already gone) changes nothing, however many are sent at once.
 */
async function changeCount(tx: Executor, commentId: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(comments)
    // The comment's own updated_at says when its author last edited it; a reader's mark is not an edit.
    .set({
      helpfulCount: sql`greatest(${comments.helpfulCount} + ${by}, 0)`,
      updatedAt: sql`${comments.updatedAt}`,
    })
    .where(eq(comments.id, commentId))
    .returning({ helpfulCount: comments.helpfulCount });
  return row?.helpfulCount ?? 0;
}

/**
 * One mark's move in one transaction: `change` checks the comment and inserts
 * or deletes the caller's row, answering whether it did; only then does the
 * count move, and only then is the product's page revalidated.
 */
async function moveMark(
  db: Database,
  target: Target,
  marked: boolean,
  change: (tx: Executor) => Promise<boolean>,
): Promise<CommentHelpfulResult> {
  const result = await db.transaction(async (tx) => {
    const changed = await change(tx);
    const count = changed
      ? await changeCount(tx, target.commentId, marked ? 1 : -1)
      : await currentCount(tx, target.commentId);
    return { changed, count };
  });
  if (result.changed) await revalidateProductPage(target.productId);
  return { comment_id: target.commentId, marked, helpful_count: result.count };
}

/** POST product/{id}/comments/{commentId}/helpful: once per customer, never on one's own comment. */
export function markHelpful(
  db: Database,
  customerId: number,
  target: Target,
  now: Date = new Date(),
): Promise<CommentHelpfulResult> {
  return moveMark(db, target, true, async (tx) => {
    const comment = await visibleComment(tx, target);
    if (comment.customerId === customerId) throw ApiError.badRequest(messages.ownHelpful);
    const added = await tx
      .insert(commentHelpful)
      .values({ commentId: target.commentId, customerId, createdAt: now })
      .onConflictDoNothing()
      .returning({ commentId: commentHelpful.commentId });
    return added.length > 0;
  });
}

/** DELETE product/{id}/comments/{commentId}/helpful: takes the caller's mark back; without one, nothing changes. */
export function unmarkHelpful(
  db: Database,
  customerId: number,
  target: Target,
): Promise<CommentHelpfulResult> {
  return moveMark(db, target, false, async (tx) => {
    await visibleComment(tx, target);
    const removed = await tx
      .delete(commentHelpful)
      .where(
        and(
          eq(commentHelpful.commentId, target.commentId),
          eq(commentHelpful.customerId, customerId),
        ),
      )
      .returning({ commentId: commentHelpful.commentId });
    return removed.length > 0;
  });
}

async function currentCount(tx: Executor, commentId: number): Promise<number> {
  const [row] = await tx
    .select({ helpfulCount: comments.helpfulCount })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row?.helpfulCount ?? 0;
}

/** GET product/{id}/my/helpful: the product's visible comments the caller marked. */
export async function ownHelpfulMarks(
  db: Executor,
  customerId: number,
  productId: number,
): Promise<{ comment_ids: number[] }> {
  await findListedProduct(db, productId);
  const rows = await db
    .select({ commentId: commentHelpful.commentId })
    .from(commentHelpful)
    .innerJoin(comments, eq(comments.id, commentHelpful.commentId))
    .where(
      and(
        eq(commentHelpful.customerId, customerId),
        eq(comments.productId, productId),
        isVisibleComment,
      ),
    );
  return { comment_ids: rows.map((row) => row.commentId) };
}
