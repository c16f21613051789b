import { and, asc, eq } from 'drizzle-orm';
import type { Poster } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { posterItems, posters, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { isListed } from './product-query';
import { productSummaryColumns, toProductSummary } from './product-summary';

/** GET /poster/{id}: a pack with its listed products in pack order; `limit` is each one's order limit. */
export async function getPoster(db: Executor, id: number): Promise<Poster> {
  const [poster] = await db
    .select()
    .from(posters)
    .where(and(eq(posters.id, id), eq(posters.isActive, true)))
    .limit(1);
  if (!poster) throw ApiError.notFound();
  const rows = await db
    .select({ ...productSummaryColumns, orderLimit: products.orderLimit })
    .from(posterItems)
    .innerJoin(products, eq(products.id, posterItems.productId))
    .where(and(eq(posterItems.posterId, id), isListed))
    .orderBy(asc(posterItems.position), asc(products.id));
  return {
    id: poster.id,
    title: poster.title,
    description: poster.description,
    image: poster.image,
    products: rows.map((row) => ({ ...toProductSummary(row), limit: row.orderLimit })),
  };
}
