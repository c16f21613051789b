import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { CommentStatusName, StaffComment } from '@/lib/contract/comment';
import type { Database, Executor } from '@/server/db/database';
import { commentReports, comments, customers, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { commentAuthor } from '@/server/services/catalog/comments';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';
import { notify } from '@/server/services/notification/notify';
import { recomputeRating } from './comments';
import { ownCommentView, photosOfComments, toOwnComment } from './own-comment-view';

const messages = apiMessages.comment;

export type StaffCommentFilter = CommentStatusName | 'hidden' | 'reported';

const hasReports = sql`exists (select 1 from ${commentReports} where ${commentReports.commentId} = ${comments.id})`;

/** pending / published / rejected as staff left them; hidden: out of sight after reports; reported: any report. */
function filterFor(status: StaffCommentFilter) {
  switch (status) {
    case 'hidden':
      return and(isNotNull(comments.hiddenAt), ne(comments.status, 'rejected'));
    case 'reported':
      return hasReports;
    case 'published':
      return and(eq(comments.status, 'published'), isNull(comments.hiddenAt));
    default:
      return eq(comments.status, status);
  }
}

/** GET staff/comments: what waits for a decision, oldest first so nothing starves. */
export async function listStaffComments(
  db: Executor,
  query: { status: StaffCommentFilter; page: number; limit: number },
) {
  const where = filterFor(query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: comments,
        productName: products.name,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(comments)
      .innerJoin(products, eq(products.id, comments.productId))
      .leftJoin(customers, eq(customers.id, comments.customerId))
      .where(where)
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(comments).where(where),
  ]);
  const ids = rows.map(({ row }) => row.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            commentId: commentReports.commentId,
            reason: commentReports.reason,
            createdAt: commentReports.createdAt,
          })
          .from(commentReports)
          .where(inArray(commentReports.commentId, ids))
          .orderBy(desc(commentReports.createdAt));
  const n = total?.n ?? 0;
  const photos = await photosOfComments(
    db,
    rows.map(({ row }) => row),
  );
  const results: StaffComment[] = rows.map(({ row, productName, firstName, lastName }) => ({
    ...ownCommentView(row, photos),
    product_name: productName,
    customer_id: row.customerId,
    author: commentAuthor([firstName, lastName].filter(Boolean).join(' ') || null, row.authorName),
    reports: reports
      .filter((report) => report.commentId === row.id)
      .map((report) => ({ reason: report.reason, created_at: report.createdAt.toISOString() })),
  }));
  return {
    results,
    count: n,
    page: query.page,
    limit: query.limit,
    page_count: Math.ceil(n / query.limit),
  };
}

/**
 * Staff decide on a comment: publish (it shows, reports so far stop counting)
 * or reject (it never shows). The product row is locked before the comment,
 * as every path that locks both does; the rating follows in the same
 * transaction, and the author is told.
 */
export async function moderateComment(
  db: Database,
  commentId: number,
  status: 'published' | 'rejected',
  now: Date = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ productId: comments.productId })
      .from(comments)
      .where(eq(comments.id, commentId))
      .limit(1);
    if (!seen) throw ApiError.notFound(messages.notFound);
    const [product] = await tx
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, seen.productId))
      .for('update');
    const [row] = await tx
      .update(comments)
      .set({ status, hiddenAt: null, moderatedAt: now })
      .where(eq(comments.id, commentId))
      .returning();
    if (!row || !product) throw ApiError.notFound(messages.notFound);
    await recomputeRating(tx, row.productId);
    if (row.customerId !== null) {
      await notify(tx, row.customerId, {
        code: 'comment',
        variant: status === 'published' ? 'success' : 'warning',
        title: messages.statusTitles[status],
        message: fillMessage(
          status === 'published' ? messages.publishedNotice : messages.rejectedNotice,
          { name: await productName(tx, row.productId) },
        ),
      });
    }
    return { row, view: await toOwnComment(tx, row), categoryId: product.categoryId };
  });
  await revalidateProducts([{ productId: result.row.productId, categoryId: result.categoryId }]);
  return result.view;
}

async function productName(tx: Executor, productId: number): Promise<string> {
  const [row] = await tx
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.name ?? '';
}
