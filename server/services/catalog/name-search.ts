import { and, arrayContains, arrayOverlaps, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '@/lib/text/normalize-search';
import { foldSpelling, spellingVariants } from '@/lib/text/search-spelling';
import type { Executor } from '@/server/db/database';
import { products, searchTerms } from '@/server/db/schema';

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Trigram indexes need three letters; a shorter word is looked up whole instead. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * A word as typed: three or more letters anywhere in search_compact (its
 * trigram index answers; word breaks do not count there, so «بهلیمو» finds
 * «به لیمو»), shorter ones as whole words (the search_words GIN index answers;
 * '%گز%' would scan every row). LIKE, not ILIKE: both sides are in normal form,
 * lower case already, and ILIKE folds case again on every row it checks (half
 * the time of ranking 4 000 matches on 100 000 products).
 */
function typedMatch(word: string): SQL {
  if (word.length < TRIGRAM_MIN_LENGTH) return arrayContains(products.searchWords, [word]);
  return like(products.searchCompact, `%${escapeLike(word)}%`);
}

/** True when a catalogue word is already found by the query word as typed. */
function foundAsTyped(typed: string, word: string): boolean {
  return typed.length < TRIGRAM_MIN_LENGTH ? word === typed : word.includes(typed);
}

export type QueryWord = {
  /** The word in normal form. */
  word: string;
  /** The word occurs as typed. */
  typed: SQL;
  /**
   * The catalogue's words that are close spellings of it and that the word as
   * typed does not find already; soundAlike when only sound-alike letters differ.
   */
  close: CloseWord[];
  /** The word occurs as typed or in one of its close spellings. */
  match: SQL;
};

export type CloseWord = { word: string; soundAlike: boolean };

/** A search by name: what it finds, and how to rank what it found. */
export type NameSearch = {
  words: QueryWord[];
  /** Every word occurs as typed. */
  typed: SQL;
  /** Every word occurs as typed or in a close spelling. */
  matches: SQL;
  /** Orders what was found as typed before what was found only through a close spelling. */
  typedFirst: SQL[];
  /** How well the name answers the query as typed (nameRank). */
  rank: SQL;
};

/**
 * How well a matching product's name answers the query, best first: 0 when the
 * name starts with it, 1 when the name holds it as typed (word breaks aside),
 * 2 when the name holds every word somewhere, 3 when only the category,
 * properties or keywords do (butter in «پنیر و کره» for «پنیر»). One short
 * word is weighed whole, as it matches, exactly as product_words.name_rank
 * has it (0 first word, 1 another word, 3 not in the name), so both search
 * paths list alike.
 */
function nameRank(first: string, words: string[]): SQL {
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

/**
 * The catalogue's words among the close spellings of each query word that the
 * catalogue does not hold as typed: one query, a btree probe per spelling (a
 * few hundred for a long word). A word the catalogue holds is taken as meant
 * («پسته» is not widened to بسته, nor «باقلا» to باقلوا): spellings are
 * forgiven, real words are not second-guessed, so nothing floods the results.
 */
async function closeWords(db: Executor, words: string[]): Promise<CloseWord[][]> {
  const variants = words.map(spellingVariants);
  const all = [...new Set(variants.flat())];
  if (all.length === 0) return words.map(() => []);
  const terms = await db
    .select({ folded: searchTerms.folded, word: searchTerms.word })
    .from(searchTerms)
    .where(inArray(searchTerms.folded, all));
  return words.map((typed, index) => {
    if (terms.some((term) => term.word === typed)) return [];
    const close = new Set(variants[index]);
    const own = foldSpelling(typed);
    return terms
      .filter((term) => close.has(term.folded) && !foundAsTyped(typed, term.word))
      .map((term) => ({ word: term.word, soundAlike: term.folded === own }));
  });
}

/**
 * What was found as typed first, then what holds a close spelling in its name
 * («سوهان عسلی» for «سوهن»), then what holds it only around the name (its
 * category «سوهان و نبات»).
 */
function typedFirst(typed: SQL, words: QueryWord[]): SQL {
  const close = words.flatMap((word) => word.close.map((spelling) => spelling.word));
  const nameWords = sql`string_to_array(${products.searchName}, ' ')`;
  // Encoded as search_words is: a text[] of the same words.
  const closeWords = sql.param(close, products.searchWords);
  return sql`case when ${typed} then 0 when ${nameWords} && ${closeWords} then 1 else 2 end`;
}

/**
 * The normalised query's words must all occur, in any order, each as typed or
 * as a catalogue word that is a close spelling of it (the search_words GIN
 * index answers): a wrong or swapped letter only widens what is found, and
 * what was found as typed ranks first (typedFirst). Undefined for a query with
 * no words.
 */
export async function nameSearch(db: Executor, query: string): Promise<NameSearch | undefined> {
  const typedWords = searchWords(query);
  const [first] = typedWords;
  if (first === undefined) return undefined;
  const close = await closeWords(db, typedWords);
  const words = typedWords.map((word, index): QueryWord => {
    const typed = typedMatch(word);
    const spellings = close[index] ?? [];
    const closeMatch = () =>
      arrayOverlaps(
        products.searchWords,
        spellings.map((spelling) => spelling.word),
      );
    return {
      word,
      typed,
      close: spellings,
      match: spellings.length === 0 ? typed : (or(typed, closeMatch()) ?? typed),
    };
  });
  const typed = and(...words.map((word) => word.typed)) ?? sql`true`;
  const matches = and(...words.map((word) => word.match)) ?? sql`true`;
  const forgiving = words.some((word) => word.close.length > 0);
  return {
    words,
    typed,
    matches,
    typedFirst: forgiving ? [typedFirst(typed, words)] : [],
    rank: nameRank(first, typedWords),
  };
}
