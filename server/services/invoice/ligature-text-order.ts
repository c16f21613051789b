const ARABIC_UNIT = /^(06[0-9a-f]{2}|fb[5-9a-f][0-9a-f]|f[cd][0-9a-f]{2}|fe[7-9a-f][0-9a-f])$/;

/** A multi-letter mapping of Arabic-script letters, turned round: `<0644 0627>` becomes `<0627 0644>`. */
function turned(entry: string, units: string): string {
  const parts = units.split(' ');
  if (parts.length < 2 || !parts.every((unit) => ARABIC_UNIT.test(unit))) return entry;
  return `<${parts.reverse().join(' ')}>`;
}

/**
 * A reader of a right-to-left line takes the glyphs from right to left and
 * turns the whole line round, the text a ligature glyph maps to included: the
 * lam-alef of «کالا» came out «کاال». So the ToUnicode map of an
 * Arabic-script ligature lists its letters the other way round, and the
 * reader's turn puts them back in order. Entries keep their length, so the
 * file's cross-reference offsets stay right; the map must be stored
 * uncompressed (RtlPage writes the file so).
 */
export function readableLigatures(pdf: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(pdf).toString('latin1');
  const fixed = text.replace(/beginbfrange[\s\S]*?endbfrange/g, (ranges) =>
    ranges.replace(/<([0-9a-f]{4}(?: [0-9a-f]{4})+)>/g, turned),
  );
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}
