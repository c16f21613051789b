import { digitsArToEn, digitsFaToEn, toPersianChars } from '@persian-tools/persian-tools';

const MARKS = /[\u200e\u200f\u064b-\u065f\u0670\u0640]|\u200d/g;
const PUNCTUATION = /[\s\u00a0\u200c.,،؛;:!?؟()[\]{}"'«»_\-–—/\\|+*=<>#@$%^&~`]+/g;

/**
 * The one normal form for searching Persian text, applied to both the indexed
 * text and the query: Arabic ي/ك/ى and their kin become ی/ک, ة/ۀ/ە become ه,
 * Persian and Arabic digits become Latin, diacritics and tatweel vanish, and
 * Latin letters are lower-cased. A ZWNJ separates words exactly as a space
 * does (people type «پسته‌ای» and «پسته ای» for the same thing), so both
 * become one space, as punctuation does.
 */
export function normalizeSearchText(input: string): string {
  return toPersianChars(digitsArToEn(digitsFaToEn(input)))
    .replace(/[ؤ]/g, 'و')
    .replace(/[إأٱآ]/g, 'ا')
    .replace(/[ةۀە]/g, 'ه')
    .replace(/ى/g, 'ی')
    .replace(MARKS, '')
    .replace(PUNCTUATION, ' ')
    .trim()
    .toLowerCase();
}

/** The query's words in normal form, at most `max` of them. */
export function searchWords(input: string, max = 10): string[] {
  return normalizeSearchText(input).split(' ').filter(Boolean).slice(0, max);
}

/**
 * Normal-form text with its word breaks removed: «بهلیمو», «به لیمو» and
 * «به‌لیمو» all read «بهلیمو», so a word typed without its space or ZWNJ still
 * finds the text that has one (products.search_compact is this of search_text).
 */
export function compactSearchText(input: string): string {
  return normalizeSearchText(input).replaceAll(' ', '');
}

/** What a product's search columns hold: its name alone (for ranking), and every searchable word. */
export function productSearchColumns(
  name: string,
  more: readonly string[],
): { searchName: string; searchText: string } {
  return {
    searchName: normalizeSearchText(name),
    searchText: normalizeSearchText([name, ...more].join(' ')),
  };
}
