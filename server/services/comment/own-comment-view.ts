import type { OwnComment } from '@/lib/contract/comment';
import type { CommentPhoto } from '@/lib/contract/product';
import type { Executor } from '@/server/db/database';
import type { comments } from '@/server/db/schema';
import { photosById, photosOf } from '@/server/services/upload/own-photos';

type CommentRow = typeof comments.$inferSelect;

/** The photos of these comments, by upload id: one statement for them all. */
export function photosOfComments(
  tx: Executor,
  rows: readonly Pick<CommentRow, 'photoIds'>[],
): Promise<Map<number, CommentPhoto>> {
  return photosById(
    tx,
    rows.flatMap((row) => row.photoIds),
  );
}

/** A comment as its author and staff see it, whatever its state. */
export function ownCommentView(row: CommentRow, photos: Map<number, CommentPhoto>): OwnComment {
  return {
    id: row.id,
    product_id: row.productId,
    // Stars outside 1–5 can only come from hand-edited rows; clamp rather than fail the answer.
    star: Math.min(5, Math.max(1, row.star)),
    comment: row.comment,
    status: row.status,
    hidden: row.hiddenAt !== null,
    photos: photosOf(row.photoIds, photos),
    helpful_count: row.helpfulCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function toOwnComment(tx: Executor, row: CommentRow): Promise<OwnComment> {
  return ownCommentView(row, await photosOfComments(tx, [row]));
}
