import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ProductList, SearchSort } from '@/lib/contract/catalog';
import { searchWords } from '@/lib/text/normalize-search';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { type ProductSummaryRow, productSummaryColumns, toProductSummary } from './product-summary';

export const isListed = eq(products.isActive, true);

/** Untracked stock (null) counts as available, as is_exist does on the cards. */
export const isInStock = or(isNull(products.stock), gt(products.stock, 0));

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

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Trigram indexes need three letters; a shorter word is looked up whole instead. */
export const TRIGRAM_MIN_LENGTH = 3;

function wordMatches(word: string): SQL {
  if (word.length < TRIGRAM_MIN_LENGTH) return arrayContains(products.searchWords, [word]);
  return ilike(products.searchCompact, `%${escapeLike(word)}%`);
}

/**
 * Every word of the normalised query must occur, in any order: words of three or
 * more letters anywhere in search_compact (its trigram index answers; word
 * breaks do not count there, so «بهلیمو» finds «به لیمو»), shorter ones as whole
 * words (the search_words GIN index answers; '%گز%' would scan every row).
 */
export function nameMatches(query: string): SQL | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  return and(...words.map(wordMatches));
}

/**
 * How well a matching product's name answers the query, best first: 0 when the
 * name starts with it, 1 when the name holds it as typed (word breaks aside),
 * 2 when the name holds every word somewhere, 3 when only the category,
 * properties or keywords do (butter in «پنیر و کره» for «پنیر»). One short
 * word is weighed whole, as it matches, exactly as product_words.name_rank
 * has it (0 first word, 1 another word, 3 not in the name), so both search
 * paths list alike.
 */
export function nameRank(query: string): SQL {
  const words = searchWords(query);
  const [first] = words;
  if (first === undefined) return sql`0`;
  if (words.length === 1 && first.length < TRIGRAM_MIN_LENGTH) {
    const nameWords = sql`string_to_array(${products.searchName}, ' ')`;
    return sql`case when (${nameWords})[1] = ${first} then 0 when ${first} = any(${nameWords}) then 1 else 3 end`;
  }
  // Query words hold no break already; the name's are dropped, as search_compact's are.
  const compactName = sql`replace(${products.searchName}, ' ', '')`;
  const holdsAll = sql.join(
    words.map((word) => sql`${compactName} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
  const phrase = escapeLike(words.join(''));
  return sql`case when ${compactName} like ${`${phrase}%`} then 0 when ${compactName} like ${`%${phrase}%`} then 1 when ${holdsAll} then 2 else 3 end`;
}

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

/** One page of listed products with the exact total, as every plain product list answers. */
export async function pagedProductList(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
  limit: number,
): Promise<ProductList> {
  const [rows, total] = await Promise.all([
    selectSummaries(db, where, orderBy, limit, (page - 1) * limit),
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
