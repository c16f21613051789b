import { and, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { SearchBody, SearchResult } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { loadCategoryIndex, requireCategory } from './category-index';
import {
  countProductsCapped,
  isInStock,
  isListed,
  matchedProductOrder,
  nameMatches,
  pageCount,
  productOrder,
  selectSummaries,
} from './product-query';
import { toProductSummary } from './product-summary';
import { propertyValuesFilter } from './properties';
import { markReservableAvailability, type ReserveMoment } from './reservable-availability';

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

/** POST /products/search: the filtered, sorted page and a count capped at SEARCH_COUNT_CAP. */
export async function searchProducts(
  db: Executor,
  body: SearchBody,
  paging: SearchPaging,
  countCap = SEARCH_COUNT_CAP,
): Promise<SearchResult> {
  const byName = body.name ? nameMatches(body.name) : undefined;
  const where = await searchFilter(db, body, byName);
  const { page, limit } = paging;
  const order = (byName ? matchedProductOrder : productOrder)[body.sort ?? 'newest'];
  const [rows, counted] = await Promise.all([
    selectSummaries(db, where, order, limit, (page - 1) * limit),
    countProductsCapped(db, where, countCap),
  ]);
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
