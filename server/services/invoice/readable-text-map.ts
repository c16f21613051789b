const ARABIC_UNIT = /^(06[0-9a-f]{2}|fb[5-9a-f][0-9a-f]|f[cd][0-9a-f]{2}|fe[7-9a-f][0-9a-f])$/;

/**
 * One entry of the ToUnicode map as a reader should take it:
 * - a ligature of Arabic-script letters lists them the other way round. A
 *   reader of a right-to-left line takes the glyphs from right to left and
 *   turns the whole line round, the letters a ligature maps to included: the
 *   lam-alef of «کالا» came out «کاال».
 * - the space glyph is the zero-width non-joiner. The shaper draws a
 *   non-joiner as the space glyph with no width, and RtlPage never draws a
 *   real space (a gap between words is only a move of the pen), so «بازارچه‌ی»
 *   keeps its non-joiner instead of reading «بازارچه ی».
 */
function readable(entry: string, units: string): string {
  if (units === '0020') return '<200c>';
  const parts = units.split(' ');
  if (parts.length < 2 || !parts.every((unit) => ARABIC_UNIT.test(unit))) return entry;
  return `<${parts.reverse().join(' ')}>`;
}

/**
 * The PDF with its ToUnicode maps corrected (see readable above). Entries keep
 * their length, so the file's cross-reference offsets stay right; the maps
 * must be stored uncompressed (RtlPage writes the file so).
 */
export function readableTextMap(pdf: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(pdf).toString('latin1');
  // Only the lists of what each glyph reads as, not the glyph ranges they are given for.
  const fixed = text.replace(/beginbfrange[\s\S]*?endbfrange/g, (ranges) =>
    ranges.replace(/\[[^\]]*\]/g, (list) =>
      list.replace(/<([0-9a-f]{4}(?: [0-9a-f]{4})*)>/g, readable),
    ),
  );
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}
