import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@/lib/text/normalize-search';
import {
  foldSpelling,
  SPELLING_FOLD_FROM,
  SPELLING_FOLD_TO,
  spellingVariants,
} from '@/lib/text/search-spelling';

/** True when the search takes `word` for a close spelling of `query` (both as typed). */
const close = (query: string, word: string) =>
  spellingVariants(normalizeSearchText(query)).includes(foldSpelling(normalizeSearchText(word)));

describe('foldSpelling', () => {
  it('folds each group of sound-alike letters to one letter', () => {
    expect(foldSpelling('ذظضز')).toBe('زززز');
    expect(foldSpelling('صثس')).toBe('سسس');
    expect(foldSpelling('حه طت غق گک ئی')).toBe('هه تت قق کک یی');
    expect(foldSpelling('گذ')).toBe(foldSpelling('گز'));
    expect(foldSpelling('سنگگ')).toBe(foldSpelling('سنگک'));
  });

  it('leaves every other letter, digit and space alone', () => {
    expect(foldSpelling('نان بربری 250')).toBe('نان بربری 250');
  });

  it('hands SQL translate() the same table, letter for letter', () => {
    expect([...SPELLING_FOLD_FROM]).toHaveLength([...SPELLING_FOLD_TO].length);
    expect(foldSpelling(SPELLING_FOLD_FROM)).toBe(SPELLING_FOLD_TO);
  });
});

describe('close spellings', () => {
  it('forgives the letters Persian typists swap for one another, at any length', () => {
    expect(close('گذ', 'گز')).toBe(true);
    expect(close('کز', 'گز')).toBe(true);
    expect(close('سنگگ', 'سنگک')).toBe(true);
    expect(close('صوحان', 'سوهان')).toBe(true);
    expect(close('طالبی', 'تالبی')).toBe(true);
    expect(close('قلیان', 'غلیان')).toBe(true);
    expect(close('پائیز', 'پاییز')).toBe(true);
    // Arabic ي and ك are one spelling already, in normal form.
    expect(close('كيك', 'کیک')).toBe(true);
  });

  it('keeps a two-letter word strict beyond sound-alike letters', () => {
    expect(close('گل', 'گز')).toBe(false);
    expect(close('زگ', 'گز')).toBe(false);
    expect(close('گ', 'ک')).toBe(false);
  });

  it('forgives two neighbours swapped or a letter missing from three letters on', () => {
    expect(close('ککی', 'کیک')).toBe(true);
    expect(close('نن', 'نان')).toBe(false);
    expect(close('سهن', 'سوهن')).toBe(true);
    // A wrong letter or one too many needs four letters: «نام» is not «نان».
    expect(close('نام', 'نان')).toBe(false);
    expect(close('نانن', 'نان')).toBe(true);
  });

  it('forgives one missing, extra, wrong or swapped letter from four letters on', () => {
    expect(close('سوهن', 'سوهان')).toBe(true);
    expect(close('سوهاان', 'سوهان')).toBe(true);
    expect(close('سوهام', 'سوهان')).toBe(true);
    expect(close('سوحان', 'سوهان')).toBe(true);
    expect(close('سهوان', 'سوهان')).toBe(true);
    expect(close('پسته', 'پتسه')).toBe(true);
  });

  it('forgives one edit, not two', () => {
    expect(close('سهن', 'سوهان')).toBe(false);
    expect(close('شکلات', 'شکولاته')).toBe(false);
  });

  it('leaves numbers and codes as typed, and forgives Latin words by the same rules', () => {
    expect(spellingVariants('250')).toEqual([]);
    expect(spellingVariants('a4')).toEqual([]);
    expect(close('250', '200')).toBe(false);
    expect(close('latte', 'late')).toBe(true);
    expect(close('latte', 'لاته')).toBe(false);
  });
});

describe('spellingVariants', () => {
  it('lists the word itself, folded, first, and never a word twice', () => {
    const variants = spellingVariants('سوهن');
    expect(variants[0]).toBe('سوهن');
    expect(new Set(variants).size).toBe(variants.length);
    expect(spellingVariants('گذ')).toEqual(['کز']);
  });

  it('stays a few hundred spellings for a long word, so looking them up stays cheap', () => {
    expect(spellingVariants('زعفرانی').length).toBeLessThan(400);
  });
});
