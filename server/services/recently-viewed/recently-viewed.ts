import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProductCards } from '@/lib/contract/recently-viewed';
import { RECENTLY_VIEWED_MAX } from '@/lib/contract/recently-viewed-limit';
import type { Database, Executor } from '@/server/db/database';
import { products, recentlyViewed } from '@/server/db/schema';
import { isListed } from '@/server/services/catalog/product-query';
import { productSummaryColumns, toProductSummary } from '@/server/services/catalog/product-summary';

/** The first key of the two-key advisory locks that make one customer's views take turns. */
const VIEWS_LOCK_SPACE = 24_005;

const mine = (customerId: number) => eq(recentlyViewed.customerId, customerId);

/** GET recently-viewed: the caller's last products still listed, newest view first. */
export async function listRecentlyViewed(db: Executor, customerId: number): Promise<ProductCards> {
  const rows = await db
    .select(productSummaryColumns)
    .from(recentlyViewed)
    .innerJoin(products, eq(products.id, recentlyViewed.productId))
    .where(and(mine(customerId), isListed))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
    .limit(RECENTLY_VIEWED_MAX);
  return { results: rows.map(toProductSummary) };
}

/** Of the ids given, those of products on sale, in the order given. */
async function listedOf(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isListed));
  const listed = new Set(rows.map(({ id }) => id));
  return ids.filter((id) => listed.has(id));
}

/**
 * POST recently-viewed: the ids are views, newest first. Each is stamped a
 * millisecond before the one ahead of it, so one call keeps its order; a
 * product seen again moves forward, never back (a slower call that began
 * earlier cannot push it behind). Ids of products not on sale are skipped:
 * a guest's browser list may name products since taken off.
 *
 * A lock of the customer's own (an advisory lock in a space of its own, not
 * the customer row, which money and points transactions hold) comes first, so
 * calls for one customer take turns:
 * each trim then sees every row the others wrote and the list never holds
 * more than RECENTLY_VIEWED_MAX; the upserts never meet in opposite orders.
 */
export async function recordViews(
  db: Database,
  customerId: number,
  newestFirst: number[],
): Promise<ProductCards> {
  const ids = [...new Set(newestFirst)];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VIEWS_LOCK_SPACE}, ${customerId})`);
    const listed = await listedOf(tx, ids);
    if (listed.length > 0) {
      await tx
        .insert(recentlyViewed)
        .values(
          listed.map((productId, place) => ({
            customerId,
            productId,
            viewedAt: sql`now() - ${place}::int * interval '1 millisecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: [recentlyViewed.customerId, recentlyViewed.productId],
          set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
        });
      await tx
        .delete(recentlyViewed)
        .where(
          and(
            mine(customerId),
            notInArray(
              recentlyViewed.productId,
              tx
                .select({ id: recentlyViewed.productId })
                .from(recentlyViewed)
                .where(mine(customerId))
                .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
                .limit(RECENTLY_VIEWED_MAX),
            ),
          ),
        );
    }
    return listRecentlyViewed(tx, customerId);
  });
}

/** DELETE recently-viewed: the caller's list is emptied. */
export async function clearRecentlyViewed(db: Executor, customerId: number): Promise<ProductCards> {
  await db.delete(recentlyViewed).where(mine(customerId));
  return { results: [] };
}
