import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../database';
import { commentReports, comments, orderItems, orders, products, stockReminders } from '../schema';
import { DAY_MS } from './dates';
import type { DemoProduct } from './orders';
import type { SeededPerson } from './people';

/** Reports from this many customers hide a comment (REPORT_HIDE_THRESHOLD in the contract). */
const HIDING_REPORTS = 3;

/**
 * The demo customer's own comments: a published one on a product they
 * received (so it carries «خریدار این کالا») and one waiting for staff; a
 * comment hidden by three customers' reports for the staff list; another
 * customer waiting on the same out-of-stock product as the demo customer.
 * Ratings of the touched products are recomputed from what readers see.
 */
export async function seedEngagementComments(
  db: Executor,
  demoCustomerId: number,
  others: SeededPerson[],
  products_: DemoProduct[],
  now: Date,
): Promise<void> {
  const touched = new Set<number>();
  const [received] = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, demoCustomerId), eq(orders.status, 'completed')))
    .limit(1);
  const uncommented = products_
    .filter(({ draft }) => draft.stock !== 0)
    .map(({ id }) => id)
    .filter((id) => id !== received?.productId);
  const pendingOn = uncommented[7];
  // Any comment the random seed gave the demo customer on these two makes way for the demo's own.
  const mine = [received?.productId, pendingOn].filter((id): id is number => id !== undefined);
  if (mine.length > 0) {
    await db
      .delete(comments)
      .where(and(eq(comments.customerId, demoCustomerId), inArray(comments.productId, mine)));
  }
  if (received) {
    await db.insert(comments).values({
      productId: received.productId,
      customerId: demoCustomerId,
      star: 5,
      comment: 'بار دوم است که می‌خرم؛ تازه و خوش‌طعم بود و سالم رسید.',
      status: 'published',
      createdAt: new Date(now.getTime() - 3 * DAY_MS),
      updatedAt: new Date(now.getTime() - 3 * DAY_MS),
    });
    touched.add(received.productId);
  }
  if (pendingOn !== undefined) {
    await db.insert(comments).values({
      productId: pendingOn,
      customerId: demoCustomerId,
      star: 4,
      comment: 'خوب بود، فقط کاش بسته‌بندی کوچک‌تری هم داشت.',
      status: 'pending',
      createdAt: new Date(now.getTime() - DAY_MS / 2),
      updatedAt: new Date(now.getTime() - DAY_MS / 2),
    });
  }

  const reporters = others.filter(({ id }) => id !== demoCustomerId).slice(2, 2 + HIDING_REPORTS);
  const [hideMe] = await db
    .select({ id: comments.id, productId: comments.productId })
    .from(comments)
    .where(
      and(
        eq(comments.status, 'published'),
        isNull(comments.hiddenAt),
        eq(comments.star, 1),
        ne(comments.customerId, demoCustomerId),
      ),
    )
    .orderBy(sql`${comments.id} desc`)
    .limit(1);
  if (hideMe && reporters.length === HIDING_REPORTS) {
    await db.insert(commentReports).values(
      reporters.map(({ id }) => ({
        commentId: hideMe.id,
        customerId: id,
        reason: 'این نظر توهین‌آمیز است.',
      })),
    );
    await db.update(comments).set({ hiddenAt: now }).where(eq(comments.id, hideMe.id));
    touched.add(hideMe.productId);
  }

  const missing = products_.find(({ draft }) => draft.stock === 0);
  const neighbour = others.find(({ id }) => id !== demoCustomerId);
  if (missing && neighbour) {
    await db
      .insert(stockReminders)
      .values({ customerId: neighbour.id, productId: missing.id, bySms: true })
      .onConflictDoNothing();
  }

  for (const productId of touched) {
    const visible = sql`${comments.productId} = ${productId} and ${comments.status} = 'published' and ${comments.hiddenAt} is null`;
    await db
      .update(products)
      .set({
        ratingSum: sql`coalesce((select sum(${comments.star}) from ${comments} where ${visible}), 0)::int`,
        ratingCount: sql`(select count(*) from ${comments} where ${visible})::int`,
      })
      .where(eq(products.id, productId));
  }
}
