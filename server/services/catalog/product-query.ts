import { and, asc, count, desc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { ProductList, SearchSort } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { type ProductSummaryRow, productSummaryColumns, toProductSummary } from './product-summary';

export const isListed = eq(products.isActive, true);

/** Untracked stock (null) counts as available, as is_exist does on the cards. */
export const isInStock = or(isNull(products.stock), gt(products.stock, 0));

/** Exactly the products isInStock leaves out: tracked stock with no unit left. */
export const isOutOfStock = lte(products.stock, 0);

/**
 * For one query that sorts its matches anyway: what is out of stock comes
 * last, whatever the chosen order (false sorts before true).
 */
export const outOfStockLast = asc(sql`coalesce(${products.stock}, 1) <= 0`);

export const isDiscounted = lt(products.finalPrice, products.price);

export const isReservable = sql`${products.extra}->>'reservable' = 'true'`;

const discountShare = sql`(${products.price} - ${products.finalPrice})::float / nullif(${products.price}, 0)`;

const averageStars = sql`${products.ratingSum}::float / nullif(${products.ratingCount}, 0)`;

/** Every order ends on the id so pages never overlap or skip rows that tie. */
export const productOrder: Record<SearchSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  cheapest: [asc(products.finalPrice), asc(products.id)],
  most_expensive: [desc(products.finalPrice), desc(products.id)],
  popular: [desc(products.salesCount), desc(products.id)],
  top_rated: [sql`${averageStars} desc nulls last`, desc(products.ratingCount), desc(products.id)],
  discount: [sql`${discountShare} desc nulls last`, desc(products.id)],
};

/**
 * The same orders with their leading column hidden from its btree index (a
 * no-op arithmetic), for name searches. Given "گز" sorted by price, the planner
 * walked products_final_price_idx hoping to meet thirty matches early; matches
 * are not spread evenly over prices, and at 100 000 products it read 40 000 rows
 * (240 ms). Fetching the matches through the word index and sorting them costs
 * in proportion to the matches instead (50 ms).
 */
export const matchedProductOrder: Record<SearchSort, SQL[]> = {
  ...productOrder,
  newest: [sql`${products.createdAt} + interval '0 s' desc`, desc(products.id)],
  cheapest: [sql`${products.finalPrice} + 0`, asc(products.id)],
  most_expensive: [sql`${products.finalPrice} + 0 desc`, desc(products.id)],
  popular: [sql`${products.salesCount} + 0 desc`, desc(products.id)],
};

/** The home page's "favourites": what sells most, then what is rated best. */
export const favoriteOrder: SQL[] = [
  desc(products.salesCount),
  sql`${averageStars} desc nulls last`,
  desc(products.id),
];

export async function selectSummaries(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset = 0,
): Promise<ProductSummaryRow[]> {
  return db
    .select(productSummaryColumns)
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countProducts(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/**
 * Counts at most `cap` matches: a broad search on a large catalogue would
 * otherwise scan every match just to print a number nobody pages through.
 */
export async function countProductsCapped(
  db: Executor,
  where: SQL | undefined,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { count: Math.min(n, cap), capped: n > cap };
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/**
 * One page of `where` in `orderBy`, with every product out of stock after every
 * product in stock, as a shopper expects of any listing. Asked as two queries
 * (in stock, then out of stock) rather than one sorted on stock first, so each
 * keeps the btree index of its order: a page costs what it shows, not the
 * whole catalogue. The second is asked only by the page where the first runs out.
 */
export async function selectStockFirst(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset = 0,
): Promise<ProductSummaryRow[]> {
  const inStock = await selectSummaries(db, and(where, isInStock), orderBy, limit, offset);
  if (inStock.length === limit) return inStock;
  // Short of a page: the in-stock matches end here, or before this page when it has none.
  const inStockTotal =
    inStock.length > 0 || offset === 0
      ? offset + inStock.length
      : await countProducts(db, and(where, isInStock));
  const outOfStock = await selectSummaries(
    db,
    and(where, isOutOfStock),
    orderBy,
    limit - inStock.length,
    Math.max(0, offset - inStockTotal),
  );
  return [...inStock, ...outOfStock];
}

/** One page of listed products, out of stock last, with the exact total, as every plain product list answers. */
export async function pagedProductList(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
): Promise<ProductList> {
  const [rows, total] = await Promise.all([
    selectStockFirst(db, where, orderBy, limit, (page - 1) * limit),
    countProducts(db, where),
  ]);
  return {
    results: rows.map(toProductSummary),
    count: total,
    page,
    limit,
    page_count: pageCount(total, limit),
  };
}
