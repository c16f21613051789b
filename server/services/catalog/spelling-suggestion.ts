import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import type { NameSearch, QueryWord } from './name-search';

/** The found products whose words are counted to choose a spelling: enough to count on. */
const SAMPLE = 200;

async function occursAsTyped(db: Executor, where: SQL, word: QueryWord): Promise<boolean> {
  // A word with no close spelling in the catalogue was found as typed wherever it was found.
  if (word.close.length === 0) return true;
  const rows = await db
    .select({ one: sql`1` })
    .from(products)
    .where(and(where, word.typed))
    .limit(1);
  return rows.length > 0;
}

/**
 * «منظورتان … بود؟»: the query as the catalogue spells it, when some of its
 * words were found only through a close spelling (`where` is the search's
 * own: listed, filtered, matching). Each such word becomes the close spelling
 * most of the found products hold, a sound-alike one before one a letter
 * away; the other words stay as typed. Null when every word was found as typed.
 */
export async function spellingSuggestion(
  db: Executor,
  search: NameSearch,
  where: SQL,
): Promise<string | null> {
  const asTyped = await Promise.all(search.words.map((word) => occursAsTyped(db, where, word)));
  const misspelt = search.words.filter((_, index) => !asTyped[index]);
  if (misspelt.length === 0) return null;
  const rows = await db
    .select({ word: sql<string>`found_word`, n: sql<number>`count(*)::int` })
    .from(
      sql`(select ${products.searchWords} as words from ${products} where ${where} limit ${SAMPLE}) as found
        cross join lateral unnest(found.words) as found_word`,
    )
    .where(
      inArray(
        sql`found_word`,
        misspelt.flatMap((word) => word.close.map((close) => close.word)),
      ),
    )
    .groupBy(sql`found_word`);
  const held = new Map(rows.map((row) => [String(row.word), Number(row.n)]));
  const spelt = search.words.map((word, index) => {
    if (asTyped[index]) return word.word;
    const [best] = word.close
      .map((close) => ({ ...close, n: held.get(close.word) ?? 0 }))
      .filter((close) => close.n > 0)
      .sort(
        (a, b) =>
          Number(b.soundAlike) - Number(a.soundAlike) || b.n - a.n || (a.word < b.word ? -1 : 1),
      );
    return best?.word ?? word.word;
  });
  return spelt.join(' ');
}
