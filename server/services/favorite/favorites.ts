import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { type FavoriteList, MAX_FAVORITES } from '@/lib/contract/favorite';
import type { Database, Executor } from '@/server/db/database';
import { customers, favorites, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { isListed } from '@/server/services/catalog/product-query';
import { productSummaryColumns, toProductSummary } from '@/server/services/catalog/product-summary';

const messages = apiMessages.favorite;

/** GET favorites: the caller's favourites that are still listed, newest first, and every id for the hearts. */
export async function listFavorites(
  db: Executor,
  customerId: number,
  paging: { page: number; limit: number },
): Promise<FavoriteList> {
  const mine = and(eq(favorites.customerId, customerId), isListed);
  const [rows, ids] = await Promise.all([
    db
      .select({ ...productSummaryColumns, favoritedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.productId))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ id: favorites.productId })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.productId)),
  ]);
  return {
    results: rows.map((row) => ({
      ...toProductSummary(row),
      favorited_at: row.favoritedAt.toISOString(),
    })),
    count: ids.length,
    page: paging.page,
    limit: paging.limit,
    page_count: Math.ceil(ids.length / paging.limit),
    product_ids: ids.map(({ id }) => id),
  };
}

async function requireListed(db: Executor, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isListed))
    .limit(1);
  if (!row) throw ApiError.notFound(messages.productNotFound);
}

/**
 * POST add/favorite. The (customer, product) key makes a repeat or a race a
 * no-op rather than a second row. The customer row is locked so two adds at
 * the ceiling cannot both pass the count.
 */
export async function addFavorite(db: Database, customerId: number, productId: number) {
  await db.transaction(async (tx) => {
    await requireListed(tx, productId);
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(favorites)
      .where(eq(favorites.customerId, customerId));
    const [already] = await tx
      .select({ id: favorites.productId })
      .from(favorites)
      .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)));
    if (!already && (held?.n ?? 0) >= MAX_FAVORITES) {
      throw ApiError.badRequest(fillMessage(messages.tooMany, { max: MAX_FAVORITES }));
    }
    await tx.insert(favorites).values({ customerId, productId }).onConflictDoNothing();
  });
  return { product_id: productId, is_favorite: true };
}

/** POST delete/favorite: removing what is not a favourite is already done. */
export async function removeFavorite(db: Executor, customerId: number, productId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)));
  return { product_id: productId, is_favorite: false };
}

/** POST delete/favorites: several at once; answers what went and what is left. */
export async function removeFavorites(db: Executor, customerId: number, productIds: number[]) {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), inArray(favorites.productId, productIds)))
    .returning({ id: favorites.productId });
  const left = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(eq(favorites.customerId, customerId))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId));
  return {
    removed: removed.map(({ id }) => id).sort((a, b) => a - b),
    product_ids: left.map(({ id }) => id),
  };
}
