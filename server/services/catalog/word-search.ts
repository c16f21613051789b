import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchBody, SearchSort } from '@/lib/contract/catalog';
import { searchWords } from '@/lib/text/normalize-search';
import type { Executor } from '@/server/db/database';
import { productWords } from '@/server/db/schema';
import { TRIGRAM_MIN_LENGTH } from './product-query';

/** The orders product_words has an index for; the others sort the matches instead. */
const wordOrder: Partial<Record<SearchSort, SQL[]>> = {
  cheapest: [asc(productWords.finalPrice), asc(productWords.productId)],
  most_expensive: [desc(productWords.finalPrice), desc(productWords.productId)],
  newest: [desc(productWords.createdAt), desc(productWords.productId)],
  popular: [desc(productWords.salesCount), desc(productWords.productId)],
};

/** No chosen order: the word in the name first (nameRank's order), then newest. */
const relevanceOrder: SQL[] = [
  asc(productWords.nameRank),
  desc(productWords.createdAt),
  desc(productWords.productId),
];

export type WordSearch = { word: string; order: SQL[]; inStockOnly: boolean };

/**
 * A search product_words can answer alone: one word too short for the trigram
 * index (so it is matched whole, as nameMatches does), an indexed order, and no
 * filter but stock. Anything else takes the general path.
 */
export function wordSearchFor(body: SearchBody): WordSearch | null {
  if (!body.name || body.category !== undefined || body.price || body.properties?.length) {
    return null;
  }
  const words = searchWords(body.name);
  const [word] = words;
  if (words.length !== 1 || !word || word.length >= TRIGRAM_MIN_LENGTH) return null;
  const order = body.sort === undefined ? relevanceOrder : wordOrder[body.sort];
  return order ? { word, order, inStockOnly: body.is_exist === true } : null;
}

function matching(search: WordSearch): SQL | undefined {
  return and(
    eq(productWords.word, search.word),
    eq(productWords.listed, true),
    search.inStockOnly ? eq(productWords.inStock, true) : undefined,
  );
}

/** One page of matching product ids, in the search's order, read off one index. */
export async function wordSearchPage(
  db: Executor,
  search: WordSearch,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: productWords.productId })
    .from(productWords)
    .where(matching(search))
    .orderBy(...search.order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** The number of matches, counting no further than `cap`. */
export async function wordSearchCount(
  db: Executor,
  search: WordSearch,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(productWords)
    .where(matching(search))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { count: Math.min(n, cap), capped: n > cap };
}
