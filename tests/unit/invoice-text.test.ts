import { describe, expect, it } from 'vitest';
import { readableTextMap } from '@/server/services/invoice/readable-text-map';
import { visualPieces } from '@/server/services/invoice/visual-pieces';

const drawn = (line: string) => visualPieces(line).map((piece) => piece.text);

describe('visual pieces of a Persian line', () => {
  it('puts the words of a right-to-left line from left to right, spaces as gaps', () => {
    expect(drawn('نقش جهان')).toEqual(['جهان', ' ', 'نقش']);
    expect(visualPieces('نقش جهان')[1]?.gap).toBe(true);
  });

  it('keeps a number’s digits in reading order, one by one, at the end of the line the number stands', () => {
    expect(drawn('کد ۱۲۳')).toEqual(['۱', '۲', '۳', ' ', 'کد']);
    expect(drawn('۵۲۰٬۰۰۰ تومان')).toEqual(['تومان', ' ', '۵', '۲', '۰', '٬', '۰', '۰', '۰']);
  });

  it('keeps a word’s zero-width non-joiner inside the word, for the shaper', () => {
    expect(drawn('بازارچه‌ی نقش')).toEqual(['نقش', ' ', 'بازارچه‌ی']);
  });
});

describe('the ToUnicode map as readers take it', () => {
  const pdf = (map: string) => new Uint8Array(Buffer.from(map, 'latin1'));
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

  it('turns Arabic-script ligatures round, maps the space glyph to the non-joiner, and leaves ranges and lengths alone', () => {
    const map =
      'beginbfrange\n<0000> <0020> [<0000> <0644 0627> <0020> <0066 0069> <06cc>]\nendbfrange';
    const fixed = text(readableTextMap(pdf(map)));
    expect(fixed).toBe(
      'beginbfrange\n<0000> <0020> [<0000> <0627 0644> <200c> <0066 0069> <06cc>]\nendbfrange',
    );
    expect(fixed.length).toBe(map.length);
  });
});
