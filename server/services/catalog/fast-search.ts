import { and } from 'drizzle-orm';
import type { FastSearchResult } from '@/lib/contract/catalog';
import { compactSearchText, searchWords } from '@/lib/text/normalize-search';
import type { Executor } from '@/server/db/database';
import { loadCategoryIndex } from './category-index';
import {
  isListed,
  matchedProductOrder,
  nameMatches,
  nameRank,
  selectSummaries,
} from './product-query';
import { toProductSummary } from './product-summary';
import { markReservableAvailability, type ReserveMoment } from './reservable-availability';

export const FAST_SEARCH_PRODUCTS = 8;
export const FAST_SEARCH_CATEGORIES = 5;

/** POST /products/search/fast: the type-ahead answer, names that answer best first, then best sellers. */
export async function fastSearch(
  db: Executor,
  name: string,
  moment: ReserveMoment,
): Promise<FastSearchResult> {
  const words = searchWords(name);
  if (words.length === 0) return { products: [], categories: [] };
  const [rows, index] = await Promise.all([
    selectSummaries(
      db,
      and(isListed, nameMatches(name)),
      [nameRank(name), ...matchedProductOrder.popular],
      FAST_SEARCH_PRODUCTS,
    ),
    loadCategoryIndex(db),
  ]);
  const categories = index
    .ordered()
    .filter((row) => {
      const text = compactSearchText(row.name);
      return words.every((word) => text.includes(word));
    })
    .slice(0, FAST_SEARCH_CATEGORIES)
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug }));
  const summaries = await markReservableAvailability(db, rows.map(toProductSummary), moment);
  const products = summaries.map((product) => ({
    ...product,
    category_name: index.byId.get(product.category_id)?.name ?? '',
  }));
  return { products, categories };
}
