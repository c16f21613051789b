import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { ProductComments } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { comments, customers, orderItems, orders } from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import { isVisibleComment } from '@/server/services/comment/comments';
import { findListedProduct } from './product-detail';

export const GUEST_AUTHOR = apiMessages.guestAuthor;

/** The name a comment shows: the customer's first name, else the name left with it, else «guest». */
export function commentAuthor(firstName: string | null, authorName: string): string {
  return firstName?.trim() || authorName.trim() || GUEST_AUTHOR;
}

/** The comment's author received this product: a completed order of theirs held it. */
const authorBoughtIt = sql<boolean>`exists (
  select 1 from ${orderItems} inner join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.customerId} = ${comments.customerId}
    and ${orderItems.productId} = ${comments.productId}
    and ${orders.status} = 'completed')`;

/**
 * GET /product/{id}/comments: published comments not hidden by reports,
 * newest first, with their count and average star.
 */
export async function listProductComments(
  db: Executor,
  productId: number,
  paging: { page: number; limit: number },
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
        createdAt: comments.createdAt,
      })
      .from(comments)
      .leftJoin(customers, eq(customers.id, comments.customerId))
      .where(published)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ n: count(), average: avg(comments.star).mapWith(Number) })
      .from(comments)
      .where(published),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      // Stars outside 1–5 can only come from hand-edited rows; clamp rather than fail the page.
      star: Math.min(5, Math.max(1, row.star)),
      comment: row.comment,
      author: commentAuthor(row.firstName, row.authorName),
      customer_id: row.customerId,
      is_buyer: row.customerId !== null && row.isBuyer === true,
      created_at: row.createdAt.toISOString(),
    })),
    count: totals?.n ?? 0,
    average: totals?.average ? Math.round(totals.average * 10) / 10 : 0,
  };
}
