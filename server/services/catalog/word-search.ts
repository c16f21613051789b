import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchBody, SearchSort } from '@/lib/contract/catalog';
import { searchWords } from '@/lib/text/normalize-search';
import { foldSpelling, spellingVariants } from '@/lib/text/search-spelling';
import type { Executor } from '@/server/db/database';
import { productWords, searchTerms } from '@/server/db/schema';
import { TRIGRAM_MIN_LENGTH } from './name-search';

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

/** A short word as typed and the order asked for. */
export type WordSearchPlan = { typed: string; order: SQL[]; inStockOnly: boolean };

/** The catalogue's one spelling of the word, and whether it is the one typed. */
export type WordSearch = {
  word: string;
  asTyped: boolean;
  order: SQL[];
  inStockOnly: boolean;
};

/**
 * A search product_words may answer alone: one word too short for the trigram
 * index (so it is matched whole, as nameSearch does), an indexed order, and
 * no filter but stock. Anything else takes the general path.
 */
export function wordSearchFor(body: SearchBody): WordSearchPlan | null {
  if (!body.name || body.category !== undefined || body.price || body.properties?.length) {
    return null;
  }
  const words = searchWords(body.name);
  const [word] = words;
  if (words.length !== 1 || !word || word.length >= TRIGRAM_MIN_LENGTH) return null;
  const order = body.sort === undefined ? relevanceOrder : wordOrder[body.sort];
  if (!order) return null;
  return { typed: word, order, inStockOnly: body.is_exist === true };
}

/**
 * The word as typed when the catalogue holds it, else the catalogue's
 * sound-alike spellings of it (all a short word forgives), as nameSearch takes them.
 */
async function spellingsOf(db: Executor, typed: string): Promise<string[]> {
  if (spellingVariants(typed).length === 0) return [typed];
  const terms = await db
    .select({ word: searchTerms.word })
    .from(searchTerms)
    .where(eq(searchTerms.folded, foldSpelling(typed)));
  const words = terms.map((term) => term.word);
  return words.length === 0 || words.includes(typed) ? [typed] : words;
}

/**
 * Which of the word's spellings the listed catalogue holds, one index probe
 * each. product_words can walk one word in order, so the plan holds when at
 * most one does: none (nothing to find) or one, as typed («گز») or not («گذ»
 * finds گز). Null when several do, for the general path.
 */
export async function resolveWordSearch(
  db: Executor,
  plan: WordSearchPlan,
): Promise<WordSearch | 'none' | null> {
  const spellings = sql.join(
    (await spellingsOf(db, plan.typed)).map((spelling) => sql`(${spelling})`),
    sql`, `,
  );
  const held = await db
    .select({ word: sql<string>`spelling.word` })
    .from(sql`(values ${spellings}) as spelling(word)`)
    .where(
      sql`exists (select 1 from ${productWords} where ${productWords.word} = spelling.word and ${productWords.listed})`,
    );
  const [only, another] = held;
  if (!only) return 'none';
  if (another) return null;
  const word = String(only.word);
  return { word, asTyped: word === plan.typed, order: plan.order, inStockOnly: plan.inStockOnly };
}

function matching(search: WordSearch, inStock?: boolean): SQL | undefined {
  return and(
    eq(productWords.word, search.word),
    eq(productWords.listed, true),
    inStock === undefined ? undefined : eq(productWords.inStock, inStock),
  );
}

async function pageOf(
  db: Executor,
  search: WordSearch,
  inStock: boolean,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: productWords.productId })
    .from(productWords)
    .where(matching(search, inStock))
    .orderBy(...search.order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * One page of matching product ids, in the search's order, in stock first,
 * each part read off one index (as selectStockFirst does on products).
 */
export async function wordSearchPage(
  db: Executor,
  search: WordSearch,
  limit: number,
  offset: number,
): Promise<number[]> {
  const inStock = await pageOf(db, search, true, limit, offset);
  if (inStock.length === limit || search.inStockOnly) return inStock;
  const inStockTotal =
    inStock.length > 0 || offset === 0
      ? offset + inStock.length
      : await countMatching(db, matching(search, true));
  const outOfStock = await pageOf(
    db,
    search,
    false,
    limit - inStock.length,
    Math.max(0, offset - inStockTotal),
  );
  return [...inStock, ...outOfStock];
}

async function countMatching(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productWords).where(where);
  return row?.n ?? 0;
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
    .where(matching(search, search.inStockOnly ? true : undefined))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return { count: Math.min(n, cap), capped: n > cap };
}
