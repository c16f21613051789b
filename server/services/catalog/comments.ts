import { and, avg, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductComments } from '@/lib/contract/catalog';
import type { CommentSort } from '@/lib/contract/comment-sorts';
import { RECEIVED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { comments, customers, orderItems, orders } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import { isVisibleComment } from '@/server/services/comment/comments';
import { photosOfComments } from '@/server/services/comment/own-comment-view';
import { photosOf } from '@/server/services/upload/own-photos';
import { findListedProduct } from './product-detail';

export const GUEST_AUTHOR = apiMessages.guestAuthor;

/** The name a comment shows: the customer's first name, else the name left with it, else «guest». */
export function commentAuthor(firstName: string | null, authorName: string): string {
  return firstName?.trim() || authorName.trim() || GUEST_AUTHOR;
}

/** The comment's author received this product: a delivered order of theirs held it. */
const authorBoughtIt = sql<boolean>`exists (
  select 1 from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.customerId} = ${comments.customerId}
    and ${orderItems.productId} = ${comments.productId}
    and ${inArray(orders.status, [...RECEIVED_ORDER_STATUSES])})`;

/** Each order ends on the newest, so a page never shuffles comments that tie. */
const ORDER_BY: Record<CommentSort, SQL[]> = {
  newest: [desc(comments.createdAt), desc(comments.id)],
  highest: [desc(comments.star), desc(comments.createdAt), desc(comments.id)],
  helpful: [desc(comments.helpfulCount), desc(comments.createdAt), desc(comments.id)],
};

/**
 * GET /product/{id}/comments: published comments not hidden by reports,
 * newest first (or highest star, or most helpful), with their count and average star.
 */
export async function listProductComments(
  db: Executor,
  productId: number,
  paging: { page: number; limit: number; sort: CommentSort },
): Promise<ProductComments> {
  await findListedProduct(db, productId);
  const published = and(eq(comments.productId, productId), isVisibleComment);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: comments.id,
        star: comments.star,
        comment: comments.comment,
        authorName: comments.authorName,
        firstName: customers.firstName,
        customerId: comments.customerId,
        isBuyer: authorBoughtIt,
        photoIds: comments.photoIds,
        helpfulCount: comments.helpfulCount,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .leftJoin(customers, eq(customers.id, comments.customerId))
      .where(published)
      .orderBy(...ORDER_BY[paging.sort])
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ n: count(), average: avg(comments.star).mapWith(Number) })
      .from(comments)
      .where(published),
  ]);
  const photos = await photosOfComments(db, rows);
  return {
    results: rows.map((row) => ({
      id: row.id,
      // Stars outside 1–5 can only come from hand-edited rows; clamp rather than fail the page.
      star: Math.min(5, Math.max(1, row.star)),
      comment: row.comment,
      author: commentAuthor(row.firstName, row.authorName),
      customer_id: row.customerId,
      is_buyer: row.customerId !== null && row.isBuyer === true,
      photos: photosOf(row.photoIds, photos),
      helpful_count: row.helpfulCount,
      created_at: row.createdAt.toISOString(),
    })),
    count: totals?.n ?? 0,
    average: totals?.average ? Math.round(totals.average * 10) / 10 : 0,
  };
}
