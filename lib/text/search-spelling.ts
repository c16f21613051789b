/**
 * Spelling a search forgives, on top of the normal form (normalize-search.ts).
 *
 * Persian keeps several letters for one sound (ز ذ ظ ض, س ص ث, ه ح, ت ط, ق غ),
 * and phone keyboards put گ beside ک and ئ beside ی: people type «گذ» for گز
 * without noticing. A word and the catalogue's words are compared after each
 * such group is folded to one letter, so those swaps cost nothing. On top of
 * that, a word long enough to bear it may be one edit away: a letter missing,
 * one too many, one wrong, or two neighbours swapped (Damerau distance 1).
 *
 * How much is forgiven grows with the word, so short words stay useful:
 *   1 letter   nothing
 *   2 letters  the sound-alike letters only («گذ» → گز, not «گل» or «کز»→«کر»)
 *   3 letters  + two neighbours swapped, or one letter missing
 *   4 and up   + one letter too many or one wrong letter («سوهن» → سوهان)
 * Only words of one script's letters are forgiven: a number or a code
 * («200», «A4») means what it says.
 */

/** Each group's letters fold to its first letter. */
const SOUND_ALIKE_GROUPS = ['زذظض', 'سصث', 'هح', 'تط', 'قغ', 'کگ', 'یئ'] as const;

const foldPairs = SOUND_ALIKE_GROUPS.flatMap((group) =>
  [...group.slice(1)].map((letter) => [letter, group[0] ?? letter] as const),
);

/** The letters folded away, and what each becomes (the arguments of SQL's translate()). */
export const SPELLING_FOLD_FROM = foldPairs.map(([from]) => from).join('');
export const SPELLING_FOLD_TO = foldPairs.map(([, to]) => to).join('');

const foldMap = new Map<string, string>(foldPairs);

/** Letters a forgiven edit may add or put in, in folded form. */
const PERSIAN_LETTERS = [...'ابپتجچخدرزژسشعفقکلمنوهی'];
const LATIN_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
const PERSIAN_WORD = /^[ابپتجچخدرزژسشعفقکلمنوهی]+$/;
const LATIN_WORD = /^[a-z]+$/;

/**
 * Normal-form text with every sound-alike letter folded to its group's first
 * (products.search_folds holds this of search_text, split into words).
 */
export function foldSpelling(normalized: string): string {
  let folded = '';
  for (const letter of normalized) folded += foldMap.get(letter) ?? letter;
  return folded;
}

function alphabetOf(folded: string): string[] | null {
  if (PERSIAN_WORD.test(folded)) return PERSIAN_LETTERS;
  if (LATIN_WORD.test(folded)) return LATIN_LETTERS;
  return null;
}

/**
 * The folded spellings a normal-form query word is taken to mean: itself
 * folded, and (by its length, see above) every folded word one edit away.
 * Empty when the word is not forgiven at all. A catalogue word whose folded
 * form is in the list counts as a close spelling of the query word.
 */
export function spellingVariants(word: string): string[] {
  const folded = foldSpelling(word);
  const letters = [...folded];
  const n = letters.length;
  const alphabet = alphabetOf(folded);
  if (n < 2 || !alphabet) return [];
  const variants = new Set([folded]);
  if (n >= 3) {
    for (let i = 0; i + 1 < n; i++) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [letters[i + 1] ?? '', letters[i] ?? ''];
      variants.add(swapped.join(''));
    }
    for (let i = 0; i <= n; i++) {
      for (const letter of alphabet) {
        variants.add([...letters.slice(0, i), letter, ...letters.slice(i)].join(''));
      }
    }
  }
  if (n >= 4) {
    for (let i = 0; i < n; i++) {
      variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
      for (const letter of alphabet) {
        variants.add([...letters.slice(0, i), letter, ...letters.slice(i + 1)].join(''));
      }
    }
  }
  return [...variants];
}
