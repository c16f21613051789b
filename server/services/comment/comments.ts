import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  type CommentStatusName,
  type OwnComment,
  REPORT_HIDE_THRESHOLD,
} from '@/lib/contract/comment';
import type { Database, Executor } from '@/server/db/database';
import { commentReports, comments, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import type { CustomerCaller } from '@/server/http/context';
import { isListed } from '@/server/services/catalog/product-query';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';
import { checkedPhotos } from '@/server/services/upload/own-photos';
import { commentModerationMode } from './moderation-setting';
import { toOwnComment } from './own-comment-view';

const messages = apiMessages.comment;

/** What readers see: published, and not hidden by reports awaiting staff. */
export const isVisibleComment = and(eq(comments.status, 'published'), isNull(comments.hiddenAt));

/**
 * The product's rating from its visible comments only, recomputed in the
 * transaction that changed one (the product row is locked by then, so two
 * changes cannot both write a stale sum).
 */
export async function recomputeRating(tx: Executor, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingSum: sql`coalesce((select sum(${comments.star}) from ${comments} where ${comments.productId} = ${productId} and ${isVisibleComment}), 0)::int`,
      ratingCount: sql`(select count(*) from ${comments} where ${comments.productId} = ${productId} and ${isVisibleComment})::int`,
    })
    .where(eq(products.id, productId));
}

async function lockProduct(tx: Executor, productId: number, listedOnly: boolean) {
  const [row] = await tx
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(listedOnly ? and(eq(products.id, productId), isListed) : eq(products.id, productId))
    .for('update');
  if (!row) throw ApiError.notFound(apiMessages.favorite.productNotFound);
  return row;
}

/**
 * POST product/{id}/add/comment: the caller's one comment on the product. A
 * second one edits the first (the product row is locked, so two at once
 * cannot both insert). By the shop setting it waits for staff or shows at
 * once; an edit waits again under moderation, and a comment hidden by
 * reports stays hidden until staff decide.
 */
export async function addComment(
  db: Database,
  customerId: number,
  productId: number,
  input: { star: number; comment: string; photos?: readonly number[] },
  now: Date = new Date(),
): Promise<{ comment: OwnComment; created: boolean; msg: string }> {
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId, true);
    const mode = await commentModerationMode(tx);
    const status: CommentStatusName = mode === 'publish' ? 'published' : 'pending';
    // Absent photos leave an edited comment's photos as they were.
    const photoIds =
      input.photos === undefined ? undefined : await checkedPhotos(tx, customerId, input.photos);
    const [existing] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.productId, productId), eq(comments.customerId, customerId)))
      .limit(1);
    const [row] = existing
      ? await tx
          .update(comments)
          .set({ star: input.star, comment: input.comment, photoIds, status, updatedAt: now })
          .where(eq(comments.id, existing.id))
          .returning()
      : await tx
          .insert(comments)
          .values({
            productId,
            customerId,
            star: input.star,
            comment: input.comment,
            photoIds: photoIds ?? [],
            status,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
    if (!row) throw ApiError.notFound();
    await recomputeRating(tx, productId);
    return {
      row,
      comment: await toOwnComment(tx, row),
      created: !existing,
      categoryId: product.categoryId,
    };
  });
  await revalidateProducts([{ productId, categoryId: result.categoryId }]);
  const waits = result.row.status !== 'published';
  const msg = result.created
    ? waits
      ? messages.pending
      : messages.published
    : waits
      ? messages.editedPending
      : messages.edited;
  return { comment: result.comment, created: result.created, msg };
}

/** The caller's own comment on a product, whatever its state; null when there is none. */
export async function ownCommentOn(
  db: Executor,
  customerId: number,
  productId: number,
): Promise<OwnComment | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw ApiError.notFound(apiMessages.favorite.productNotFound);
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.productId, productId), eq(comments.customerId, customerId)))
    .limit(1);
  return row ? toOwnComment(db, row) : null;
}

/**
 * POST product/{userId}/comments/{commentId}/report: one report per customer
 * per comment (a repeat or a race changes nothing). The path's first id is
 * whatever the spec's client puts there: the caller's own id, or the
 * comment's product; body user_id/customer_id, when sent, must be the caller.
 * Anything else answers 404, as does a comment readers cannot see. Reports
 * from REPORT_HIDE_THRESHOLD customers since staff last decided hide it.
 */
export async function reportComment(
  db: Database,
  caller: CustomerCaller,
  ids: { pathId: number; commentId: number; userId?: number; customerId?: number },
  reason: string,
  now: Date = new Date(),
): Promise<{ comment_id: number; reported: true }> {
  const asCaller = (id: number | undefined) =>
    id === undefined || id === caller.customerId || id === caller.userId;
  if (!asCaller(ids.userId) || !asCaller(ids.customerId)) throw ApiError.notFound();
  const changed = await db.transaction(async (tx) => {
    const visible = and(eq(comments.id, ids.commentId), isVisibleComment);
    const [seen] = await tx
      .select({ productId: comments.productId })
      .from(comments)
      .where(visible)
      .limit(1);
    if (!seen) throw ApiError.notFound(messages.notFound);
    // Product, then comment: the order every path that locks both takes.
    const product = await lockProduct(tx, seen.productId, false);
    const [comment] = await tx
      .select({
        id: comments.id,
        productId: comments.productId,
        customerId: comments.customerId,
        moderatedAt: comments.moderatedAt,
      })
      .from(comments)
      .where(visible)
      .for('update');
    const pathFits =
      comment !== undefined &&
      (ids.pathId === comment.productId ||
        ids.pathId === caller.customerId ||
        ids.pathId === caller.userId);
    if (!comment || !pathFits) throw ApiError.notFound(messages.notFound);
    if (comment.customerId === caller.customerId) throw ApiError.badRequest(messages.ownReport);
    await tx
      .insert(commentReports)
      .values({ commentId: comment.id, customerId: caller.customerId, reason, createdAt: now })
      .onConflictDoNothing();
    const [reports] = await tx
      .select({ n: count() })
      .from(commentReports)
      .where(
        and(
          eq(commentReports.commentId, comment.id),
          comment.moderatedAt ? gt(commentReports.createdAt, comment.moderatedAt) : undefined,
        ),
      );
    if ((reports?.n ?? 0) < REPORT_HIDE_THRESHOLD) return null;
    await tx.update(comments).set({ hiddenAt: now }).where(eq(comments.id, comment.id));
    await recomputeRating(tx, comment.productId);
    return product;
  });
  if (changed)
    await revalidateProducts([{ productId: changed.id, categoryId: changed.categoryId }]);
  return { comment_id: ids.commentId, reported: true };
}
