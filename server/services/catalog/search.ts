import { and, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SearchBody, SearchResult, SearchSort } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { loadCategoryIndex, requireCategory } from './category-index';
import {
  countProductsCapped,
  isInStock,
  isListed,
  matchedProductOrder,
  nameMatches,
  nameRank,
  pageCount,
  productOrder,
  selectSummaries,
} from './product-query';
import { type ProductSummaryRow, toProductSummary } from './product-summary';
import { propertyValuesFilter } from './properties';
import { markReservableAvailability, type ReserveMoment } from './reservable-availability';
import { type WordSearch, wordSearchCount, wordSearchFor, wordSearchPage } from './word-search';

/**
 * Beyond this many matches the count stops and `count_capped` says so: counting
 * costs a row per match, and nobody pages past 33 pages of 30 to read a total.
 */
export const SEARCH_COUNT_CAP = 1_000;

export type SearchPaging = ReserveMoment & { page: number; limit: number };

async function searchFilter(
  db: Executor,
  body: SearchBody,
  byName: SQL | undefined,
): Promise<SQL | undefined> {
  const filters: (SQL | undefined)[] = [isListed, byName];
  if (body.category !== undefined) {
    const index = await loadCategoryIndex(db);
    const category = requireCategory(index, body.category);
    filters.push(inArray(products.categoryId, index.familyIds(category.id)));
  }
  if (body.price?.min !== undefined) filters.push(gte(products.finalPrice, body.price.min));
  if (body.price?.max !== undefined) filters.push(lte(products.finalPrice, body.price.max));
  if (body.properties?.length) filters.push(await propertyValuesFilter(db, body.properties));
  if (body.is_exist === true) filters.push(isInStock);
  return and(...filters);
}

type Page = { rows: ProductSummaryRow[]; counted: { count: number; capped: boolean } };

/** A one-short-word search read off product_words: cost follows the page, not the matches. */
async function wordSearchResults(
  db: Executor,
  search: WordSearch,
  sort: SearchSort,
  page: number,
  limit: number,
  countCap: number,
): Promise<Page> {
  const [ids, counted] = await Promise.all([
    wordSearchPage(db, search, limit, (page - 1) * limit),
    wordSearchCount(db, search, countCap),
  ]);
  // The same keys order both tables, so the products come back in the page's order.
  const rows =
    ids.length === 0
      ? []
      : await selectSummaries(db, inArray(products.id, ids), productOrder[sort], limit);
  return { rows, counted };
}

async function generalResults(
  db: Executor,
  body: SearchBody,
  page: number,
  limit: number,
  countCap: number,
): Promise<Page> {
  const byName = body.name ? nameMatches(body.name) : undefined;
  const where = await searchFilter(db, body, byName);
  // Without a chosen order, a name search lists best answers first, then newest.
  const order =
    byName && body.name && body.sort === undefined
      ? [nameRank(body.name), ...matchedProductOrder.newest]
      : (byName ? matchedProductOrder : productOrder)[body.sort ?? 'newest'];
  const [rows, counted] = await Promise.all([
    selectSummaries(db, where, order, limit, (page - 1) * limit),
    countProductsCapped(db, where, countCap),
  ]);
  return { rows, counted };
}

/** POST /products/search: the filtered, sorted page and a count capped at SEARCH_COUNT_CAP. */
export async function searchProducts(
  db: Executor,
  body: SearchBody,
  paging: SearchPaging,
  countCap = SEARCH_COUNT_CAP,
): Promise<SearchResult> {
  const { page, limit } = paging;
  const byWord = wordSearchFor(body);
  const { rows, counted } = byWord
    ? await wordSearchResults(db, byWord, body.sort ?? 'newest', page, limit, countCap)
    : await generalResults(db, body, page, limit, countCap);
  const results = await markReservableAvailability(db, rows.map(toProductSummary), paging);
  return {
    results,
    count: counted.count,
    count_capped: counted.capped,
    page,
    limit,
    page_count: pageCount(counted.count, limit),
  };
}
