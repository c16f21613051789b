import { and } from 'drizzle-orm';
import type { FastSearchResult } from '@/lib/contract/catalog';
import { compactSearchText, normalizeSearchText } from '@/lib/text/normalize-search';
import type { Executor } from '@/server/db/database';
import { loadCategoryIndex } from './category-index';
import { nameSearch } from './name-search';
import { isListed, matchedProductOrder, outOfStockLast, selectSummaries } from './product-query';
import { toProductSummary } from './product-summary';
import { keepReservableWithRoom, type ReserveMoment } from './reservable-availability';

export const FAST_SEARCH_PRODUCTS = 8;
export const FAST_SEARCH_CATEGORIES = 5;

type CloseWords = { word: string; close: Set<string> }[];

/** A category answers when each query word is in its name as typed or in a close spelling the search took. */
function categoryAnswers(query: CloseWords, name: string): boolean {
  const compact = compactSearchText(name);
  const words = normalizeSearchText(name).split(' ');
  return query.every(
    ({ word, close }) => compact.includes(word) || words.some((own) => close.has(own)),
  );
}

/**
 * POST /products/search/fast: the type-ahead answer, as the full search finds
 * (close spellings too): in stock first, what was found as typed first, the
 * names that answer best first, then best sellers.
 */
export async function fastSearch(
  db: Executor,
  name: string,
  moment: ReserveMoment,
): Promise<FastSearchResult> {
  const search = await nameSearch(db, name);
  if (!search) return { products: [], categories: [] };
  const [rows, index] = await Promise.all([
    selectSummaries(
      db,
      and(isListed, search.matches),
      [outOfStockLast, ...search.typedFirst, search.rank, ...matchedProductOrder.popular],
      FAST_SEARCH_PRODUCTS,
    ),
    loadCategoryIndex(db),
  ]);
  const query = search.words.map(({ word, close }) => ({
    word,
    close: new Set(close.map((spelling) => spelling.word)),
  }));
  const categories = index
    .ordered()
    .filter((row) => categoryAnswers(query, row.name))
    .slice(0, FAST_SEARCH_CATEGORIES)
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug }));
  const summaries = await keepReservableWithRoom(db, rows.map(toProductSummary), moment);
  const products = summaries.map((product) => ({
    ...product,
    category_name: index.byId.get(product.category_id)?.name ?? '',
  }));
  return { products, categories };
}
