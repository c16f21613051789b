// Pages are rendered once, for everyone, with placeholders where a response
// needs something of its own: the script nonce (always) and the origin the
// request came to (when no SITE_URL names it). These fill them in, in a
// stream of chunks as Next writes it, or in a page kept whole by the front.

/**
 * @typedef {{ from: string; to: string }} Fill
 */

/** How many bytes at the end of `chunk` could be the start of `needle`. @param {Buffer} chunk @param {Buffer} needle */
function partialMatch(chunk, needle) {
  for (let length = Math.min(needle.length - 1, chunk.length); length > 0; length--) {
    if (chunk.subarray(chunk.length - length).equals(needle.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The first of `needles` in `text` from `start`, or null.
 * @param {Buffer} text @param {Buffer[]} needles @param {number} start
 */
function firstMatch(text, needles, start) {
  let best = null;
  for (const [index, needle] of needles.entries()) {
    const at = text.indexOf(needle, start);
    if (at !== -1 && (best === null || at < best.at)) best = { at, index };
  }
  return best;
}

/**
 * Replaces every `from` with its `to` in a stream of chunks, holding back only
 * the bytes that may be a `from` cut in two by a chunk's end. A `to` may be
 * longer or shorter than its `from`.
 * @param {Fill[]} fills
 */
export function placeholderFiller(fills) {
  const needles = fills.map((fill) => Buffer.from(fill.from));
  const values = fills.map((fill) => Buffer.from(fill.to));
  let carry = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      /** @type {Buffer[]} */
      const pieces = [];
      let end = 0;
      for (
        let match = firstMatch(text, needles, 0);
        match;
        match = firstMatch(text, needles, end)
      ) {
        pieces.push(text.subarray(end, match.at), values[match.index] ?? Buffer.alloc(0));
        end = match.at + (needles[match.index]?.length ?? 0);
      }
      const rest = text.subarray(end);
      const held = Math.max(0, ...needles.map((needle) => partialMatch(rest, needle)));
      carry = held > 0 ? Buffer.from(rest.subarray(rest.length - held)) : Buffer.alloc(0);
      pieces.push(rest.subarray(0, rest.length - held));
      return pieces.length === 1 ? (pieces[0] ?? Buffer.alloc(0)) : Buffer.concat(pieces);
    },
    flush() {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

/** @param {string} text @param {Fill[]} fills */
export function fillText(text, fills) {
  let out = text;
  for (const fill of fills) out = out.replaceAll(fill.from, fill.to);
  return out;
}

/**
 * A page cut once at its placeholders, to be joined with each response's values.
 * @typedef {{ parts: Buffer[]; slots: string[] }} CutPage
 * @param {string} html @param {string[]} placeholders
 * @returns {CutPage}
 */
export function cutAtPlaceholders(html, placeholders) {
  const bytes = Buffer.from(html);
  const needles = placeholders.filter((p) => p !== '').map((p) => Buffer.from(p));
  const parts = [];
  const slots = [];
  let start = 0;
  for (
    let match = firstMatch(bytes, needles, 0);
    match;
    match = firstMatch(bytes, needles, start)
  ) {
    const needle = needles[match.index] ?? Buffer.alloc(0);
    parts.push(bytes.subarray(start, match.at));
    slots.push(needle.toString());
    start = match.at + needle.length;
  }
  parts.push(bytes.subarray(start));
  return { parts, slots };
}

/**
 * @param {CutPage} page @param {Fill[]} fills
 * @returns {Buffer}
 */
export function joinPlaceholders(page, fills) {
  const values = new Map(fills.map((fill) => [fill.from, Buffer.from(fill.to)]));
  const pieces = [];
  for (const [index, part] of page.parts.entries()) {
    if (index > 0) {
      const slot = page.slots[index - 1] ?? '';
      pieces.push(values.get(slot) ?? Buffer.from(slot));
    }
    pieces.push(part);
  }
  return Buffer.concat(pieces);
}
