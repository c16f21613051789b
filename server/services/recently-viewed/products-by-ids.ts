import { and, inArray } from 'drizzle-orm';
import type { ProductCards } from '@/lib/contract/recently-viewed';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { isListed } from '@/server/services/catalog/product-query';
import { productSummaryColumns, toProductSummary } from '@/server/services/catalog/product-summary';

/**
 * GET products/by-ids: the cards of the products asked for, in the order
 * asked, each once; missing and unlisted ones are left out, not refused, as a
 * guest's browser list may name products since taken off sale.
 */
export async function productsByIds(db: Executor, asked: number[]): Promise<ProductCards> {
  const ids = [...new Set(asked)];
  const rows = await db
    .select(productSummaryColumns)
    .from(products)
    .where(and(inArray(products.id, ids), isListed));
  const byId = new Map(rows.map((row) => [row.id, toProductSummary(row)]));
  return { results: ids.flatMap((id) => byId.get(id) ?? []) };
}
