import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import type { NameSearch, QueryWord } from './name-search';

/** The found products whose words are counted to choose a spelling: enough to count on. */
const SAMPLE = 200;

/** Whether some product the search found holds `word` as typed. */
async function occursAsTyped(
  db: Executor,
  filters: SQL,
  search: NameSearch,
  word: QueryWord,
): Promise<boolean> {
  // The word as typed, not its match: the planner would build the bitmap of its close spellings too.
  const others = search.words.filter((other) => other !== word).map((other) => other.match);
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(and(filters, word.typed, ...others))
    .limit(1);
  return rows.length > 0;
}

/** What the search's count saw of the query as typed. */
export type TypedSeen = {
  /** Whether the count stopped short of every match. */
  capped: boolean;
  /** Per query word, how many counted matches held it as typed. */
  typedByWord: number[];
};

/**
 * «منظورتان … بود؟»: the query as the catalogue spells it, when some of its
 * words were found only through a close spelling (`filters` is what the
 * search keeps but for the name: listed, and its filters). Each such word becomes its close spelling
 * the found products hold (when several, the one most of them hold, a
 * sound-alike one before one a letter away); the other words stay as typed.
 * Null when every word was found as typed.
 */
export async function spellingSuggestion(
  db: Executor,
  search: NameSearch,
  filters: SQL,
  seen: TypedSeen,
): Promise<string | null> {
  const where = and(filters, search.matches) ?? filters;
  const asTyped = await Promise.all(
    search.words.map(
      (word, index) =>
        word.close.length === 0 ||
        (seen.typedByWord[index] ?? 0) > 0 ||
        // Past the count's cap, what was not seen as typed may still be.
        (seen.capped && occursAsTyped(db, filters, search, word)),
    ),
  );
  const misspelt = search.words.filter((_, index) => !asTyped[index]);
  if (misspelt.length === 0) return null;
  // A misspelt word was found only through its close spellings, so with one,
  // every found product holds it; with several, count which they hold.
  const choices = misspelt.flatMap((word) => word.close.map((close) => close.word));
  const held = misspelt.every((word) => word.close.length === 1)
    ? new Map<string, number>()
    : await heldBySample(db, where, choices);
  const spelt = search.words.map((word, index) => {
    if (asTyped[index]) return word.word;
    const [best] = word.close
      .map((close) => ({ ...close, n: word.close.length === 1 ? 1 : (held.get(close.word) ?? 0) }))
      .filter((close) => close.n > 0)
      .sort(
        (a, b) =>
          Number(b.soundAlike) - Number(a.soundAlike) || b.n - a.n || (a.word < b.word ? -1 : 1),
      );
    return best?.word ?? word.word;
  });
  return spelt.join(' ');
}

/** How many of the first found products hold each of `words`. */
async function heldBySample(
  db: Executor,
  where: SQL,
  words: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ word: sql<string>`found_word`, n: sql<number>`count(*)::int` })
    .from(
      sql`(select ${products.searchWords} as words from ${products} where ${where} limit ${SAMPLE}) as found
        cross join lateral unnest(found.words) as found_word`,
    )
    .where(inArray(sql`found_word`, words))
    .groupBy(sql`found_word`);
  return new Map(rows.map((row) => [String(row.word), Number(row.n)]));
}
