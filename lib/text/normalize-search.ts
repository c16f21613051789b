import { digitsArToEn, digitsFaToEn, toPersianChars } from '@persian-tools/persian-tools';

const ZWNJ_AND_MARKS = /[\u200c\u200e\u200f\u064b-\u065f\u0670\u0640]|\u200d/g;
const PUNCTUATION = /[\s\u00a0.,،؛;:!?؟()[\]{}"'«»_\-–—/\\|+*=<>#@$%^&~`]+/g;

/**
 * The one normal form for searching Persian text, applied to both the indexed
 * text and the query: Arabic ي/ك and their kin become ی/ک, Persian and Arabic
 * digits become Latin, ZWNJ, diacritics and tatweel vanish, punctuation and
 * runs of space collapse to one space, and Latin letters are lower-cased.
 */
export function normalizeSearchText(input: string): string {
  return toPersianChars(digitsArToEn(digitsFaToEn(input)))
    .replace(/[ؤ]/g, 'و')
    .replace(/[إأٱآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(ZWNJ_AND_MARKS, '')
    .replace(PUNCTUATION, ' ')
    .trim()
    .toLowerCase();
}
