import { describe, expect, it } from 'vitest';
import { highlightMatches } from '@/lib/text/highlight';

const marked = (text: string, query: string) =>
  highlightMatches(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightMatches', () => {
  it('marks what the search matched, folded as the search folds', () => {
    expect(marked('بستنی پسته‌ای', 'پسته ای')).toEqual(['پسته‌ای']);
    // The phrase, when the name holds it, not every «ای» of the name.
    expect(marked('گز سکه‌ای پسته‌ای', 'پسته ای')).toEqual(['پسته‌ای']);
    // Else each word, wherever it is.
    expect(marked('پنیر لیقوان گوسفندی', 'گوسفندی پنیر')).toEqual(['پنیر', 'گوسفندی']);
    expect(marked('بستنی پسته‌ای', 'پستهای')).toEqual(['پسته‌ای']);
    expect(marked('كيك يزدي', 'کیک')).toEqual(['كيك']);
    expect(marked('کره ۲۵۰ گرمی', '250')).toEqual(['۲۵۰']);
  });

  it('keeps the text whole and in order, marking nothing when nothing matches', () => {
    const parts = highlightMatches('پنیر لیقوان', 'لیقوان');
    expect(parts).toEqual([
      { text: 'پنیر ', match: false },
      { text: 'لیقوان', match: true },
    ]);
    expect(highlightMatches('پنیر', 'کره')).toEqual([{ text: 'پنیر', match: false }]);
    expect(highlightMatches('پنیر', '')).toEqual([{ text: 'پنیر', match: false }]);
  });
});
