import { describe, expect, it } from 'vitest';
import {
  compactSearchText,
  normalizeSearchText,
  productSearchColumns,
  searchWords,
} from '@/lib/text/normalize-search';

describe('normalizeSearchText', () => {
  it('treats a ZWNJ, a space and punctuation alike as one word break', () => {
    expect(normalizeSearchText('پسته‌ای')).toBe('پسته ای');
    expect(normalizeSearchText('پسته ای')).toBe('پسته ای');
    expect(normalizeSearchText(' پسته \u200c ، ای ')).toBe('پسته ای');
  });

  it('folds Arabic letter forms to Persian ones', () => {
    expect(normalizeSearchText('كيك')).toBe('کیک');
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
    expect(normalizeSearchText('خانۀ')).toBe('خانه');
    expect(normalizeSearchText('مصطفى')).toBe('مصطفی');
    expect(normalizeSearchText('آش مؤمن')).toBe('اش مومن');
  });

  it('folds Persian and Arabic digits to Latin ones and drops diacritics and tatweel', () => {
    expect(normalizeSearchText('۲۵۰ گرم ٣')).toBe('250 گرم 3');
    expect(normalizeSearchText('شـیـرینی مُربّا')).toBe('شیرینی مربا');
  });

  it('is idempotent and lower-cases Latin letters', () => {
    const once = normalizeSearchText('Café‌ کافه‌ی  SHOP');
    expect(once).toBe('café کافه ی shop');
    expect(normalizeSearchText(once)).toBe(once);
  });
});

describe('the forms built on it', () => {
  it('compactSearchText drops the word breaks', () => {
    expect(compactSearchText('به‌لیمو')).toBe('بهلیمو');
    expect(compactSearchText('به لیمو')).toBe('بهلیمو');
  });

  it('searchWords answers at most ten normal words', () => {
    expect(searchWords('  كيك   شکلاتی ')).toEqual(['کیک', 'شکلاتی']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('productSearchColumns puts the name first in the text', () => {
    expect(productSearchColumns('کره‌ی محلی', ['پنیر و کره'])).toEqual({
      searchName: 'کره ی محلی',
      searchText: 'کره ی محلی پنیر و کره',
    });
  });
});
