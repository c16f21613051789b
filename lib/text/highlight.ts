import { normalizeSearchText, searchWords } from './normalize-search';

export type TextPart = { text: string; match: boolean };

/**
 * `text` cut into the parts the query matched and the rest, matched as the
 * search matches: in normal form (ك is ک, ۲ is 2) and across word breaks
 * («پستهای» marks «پسته‌ای»), so what is marked is what was found.
 */
export function highlightMatches(text: string, query: string): TextPart[] {
  // The text's normal form without word breaks, and where each of its letters came from.
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    for (const letter of normalizeSearchText(char)) {
      folded += letter;
      origin.push(i);
    }
  }
  const marked = new Array<boolean>(text.length).fill(false);
  const mark = (needle: string): boolean => {
    let found = false;
    for (
      let at = folded.indexOf(needle);
      at >= 0;
      at = folded.indexOf(needle, at + needle.length)
    ) {
      const start = origin[at] ?? 0;
      const end = origin[at + needle.length - 1] ?? start;
      for (let i = start; i <= end; i++) marked[i] = true;
      found = true;
    }
    return found;
  };
  // The query as typed first («پسته ای» marks «پسته‌ای», not every «ای» of the name),
  // else each of its words wherever it occurs.
  const words = searchWords(query);
  if (words.length > 0 && !mark(words.join(''))) for (const word of words) mark(word);
  // A space or ZWNJ between two marked letters is part of the match («پسته‌ای» for «پسته ای»).
  for (let i = 1; i < text.length; i++) {
    if (marked[i] || !marked[i - 1]) continue;
    let next = i;
    while (next < text.length && normalizeSearchText(text[next] ?? '') === '') next++;
    if (next > i && marked[next]) for (let j = i; j < next; j++) marked[j] = true;
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const match = marked[i] ?? false;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match });
  }
  return parts;
}
