import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of a line drawn on its own, in the order it stands on the page from left to right. */
export type Piece = { text: string; gap: boolean };

type Run = { text: string; level: number };

function logicalRuns(text: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const runs: Run[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i === text.length || levels[i] !== levels[start]) {
      runs.push({ text: text.slice(start, i), level: levels[start] ?? 1 });
      start = i;
    }
  }
  return runs;
}

/** Rule L2 of the bidi algorithm on whole runs: from the highest level down to 1, reverse each stretch at that level or above. */
function visualRuns(runs: Run[]): Run[] {
  const order = [...runs];
  const highest = Math.max(1, ...order.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    let i = 0;
    while (i < order.length) {
      if ((order[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < order.length && (order[end]?.level ?? 0) >= level) end++;
      order.splice(i, end - i, ...order.slice(i, end).reverse());
      i = end;
    }
  }
  return order;
}

/**
 * A line of Persian text cut into pieces in visual order, for a PDF writer
 * that draws each piece at its own place. A right-to-left run is cut into
 * words (the font's shaping joins and orders the letters of each word), so
 * text extractors find real words between real gaps instead of one run they
 * would have to turn round. A left-to-right run (digits, Latin) is cut into
 * single characters: the shaper takes Persian digits for Arabic script and
 * would draw a number backwards, and characters drawn one by one keep the
 * number's order both on the page and in the extracted text. A space is a
 * gap: it moves the pen without being drawn.
 */
export function visualPieces(line: string): Piece[] {
  return visualRuns(logicalRuns(line)).flatMap((run): Piece[] => {
    if (run.level % 2 === 0) {
      return [...run.text].map((char) => ({ text: char, gap: char === ' ' }));
    }
    return run.text
      .split(/( )/)
      .filter((part) => part !== '')
      .reverse()
      .map((part) => ({ text: part, gap: part === ' ' }));
  });
}
