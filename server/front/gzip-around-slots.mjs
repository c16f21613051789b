// A cached page compressed once, with a hole for each of its per-response
// values (the nonce, the origin). Compressing a whole home page (216 KB) for
// every response costs about 12 ms of CPU on a busy 2-core machine; this
// stream is made once per cache entry and per response only copied, filled
// and checksummed (about 0.2 ms), at a size within a few per cent of one
// compressed whole.
//
// How: the page goes through one deflate stream; each slot is written at
// level 0, so it lands as raw bytes in a stored block, between sync flushes
// that keep the compressor's history (what follows still refers back to what
// came before). Written there in the slot's place is a stand-in made of
// control bytes no page holds: the compressor never matches text against it,
// so no back-reference copies it, and it is found again in the output by
// search and overwritten per response with a value of the same length.
import zlib from 'node:zlib';
import { COMPRESS_FROM_BYTES } from './accepts-gzip.mjs';

const { Z_DEFAULT_STRATEGY } = zlib.constants;
const LEVEL = 6;

/** Two disjoint runs of control bytes (no tab, newline or carriage return), one per slot kind. */
const STAND_IN_BYTES = [
  [1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19],
  [11, 12, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31],
];
const STAND_IN_SET = STAND_IN_BYTES.flat();

/** @param {Buffer} part */
const holdsAStandInByte = (part) => STAND_IN_SET.some((byte) => part.includes(byte));

/** @param {number} length @param {number[]} bytes */
function standIn(length, bytes) {
  return Buffer.from(Array.from({ length }, (_, i) => bytes[i % bytes.length] ?? 1));
}

/** The gzip header of a member with no name, time or flags, from a Unix system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * @typedef {{ deflated: Buffer; holes: { slot: string; at: number }[]; size: number }} SlottedGzip
 *   the raw deflate stream, where each slot's bytes sit in it, and the page's length
 */

/**
 * Compresses a page cut at its slots (placeholders.mjs), or null when
 * it should not or cannot be: a page too small to gain, one holding a stand-in
 * byte, more than two kinds of slot, or a stream that does not come back as
 * the page.
 * @param {import('./placeholders.mjs').CutPage} page
 * @returns {Promise<SlottedGzip | null>}
 */
export async function gzipAroundSlots(page) {
  const kinds = [...new Set(page.slots)];
  const size = page.parts.reduce((sum, part) => sum + part.length, 0) + sumOfSlots(page);
  if (size < COMPRESS_FROM_BYTES || kinds.length > STAND_IN_BYTES.length) return null;
  if (page.parts.some(holdsAStandInByte)) return null;
  const standIns = new Map(
    kinds.map((slot, index) => [
      slot,
      standIn(Buffer.byteLength(slot), STAND_IN_BYTES[index] ?? []),
    ]),
  );

  const deflate = zlib.createDeflateRaw({ level: LEVEL });
  /** @type {Buffer[]} */
  const chunks = [];
  deflate.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const level = (value) =>
    new Promise((resolve) => deflate.params(value, Z_DEFAULT_STRATEGY, resolve));
  for (const [index, part] of page.parts.entries()) {
    deflate.write(part);
    const slot = page.slots[index];
    if (slot === undefined) continue;
    // Changing the level flushes what came before (Node syncs before it
    // changes a stream's parameters), so the stand-in starts a stored block
    // and ends one.
    await level(0);
    deflate.write(standIns.get(slot) ?? Buffer.alloc(0));
    await level(LEVEL);
  }
  deflate.end();
  await ended;
  const deflated = Buffer.concat(chunks);

  /** @type {{ slot: string; at: number }[]} */
  const holes = [];
  const searched = new Map();
  for (const slot of page.slots) {
    const bytes = standIns.get(slot) ?? Buffer.alloc(0);
    const at = deflated.indexOf(bytes, (searched.get(slot) ?? -1) + 1);
    if (at === -1) return null;
    searched.set(slot, at);
    holes.push({ slot, at });
  }
  const slotted = { deflated, holes, size };
  // The stream must give back the page exactly; if it ever does not, the
  // page is compressed per response as before.
  const check = new Map(kinds.map((slot) => [slot, Buffer.from(slot)]));
  const unpacked = zlib.inflateRawSync(fillHoles(slotted, check));
  return unpacked.equals(joined(page, check)) ? slotted : null;
}

/** @param {import('./placeholders.mjs').CutPage} page */
function sumOfSlots(page) {
  return page.slots.reduce((sum, slot) => sum + Buffer.byteLength(slot), 0);
}

/** @param {import('./placeholders.mjs').CutPage} page @param {Map<string, Buffer>} values */
function joined(page, values) {
  return Buffer.concat(
    page.parts.flatMap((part, index) => {
      const slot = page.slots[index];
      return slot === undefined ? [part] : [part, values.get(slot) ?? Buffer.from(slot)];
    }),
  );
}

/** @param {SlottedGzip} slotted @param {Map<string, Buffer>} values */
function fillHoles(slotted, values) {
  const filled = Buffer.from(slotted.deflated);
  for (const { slot, at } of slotted.holes) values.get(slot)?.copy(filled, at);
  return filled;
}

/**
 * One response's gzip body: the stream with this response's values in its
 * holes, or null when a value is not as long as its slot.
 * @param {import('./placeholders.mjs').CutPage} page @param {SlottedGzip} slotted
 * @param {Map<string, Buffer>} values slot → this response's bytes
 * @returns {Buffer | null}
 */
export function slottedGzipBody(page, slotted, values) {
  for (const slot of new Set(page.slots)) {
    if ((values.get(slot)?.length ?? -1) !== Buffer.byteLength(slot)) return null;
  }
  const body = Buffer.allocUnsafe(GZIP_HEADER.length + slotted.deflated.length + 8);
  GZIP_HEADER.copy(body, 0);
  slotted.deflated.copy(body, GZIP_HEADER.length);
  for (const { slot, at } of slotted.holes) {
    values.get(slot)?.copy(body, GZIP_HEADER.length + at);
  }
  let crc = 0;
  for (const [index, part] of page.parts.entries()) {
    crc = zlib.crc32(part, crc);
    const slot = page.slots[index];
    if (slot !== undefined) crc = zlib.crc32(values.get(slot) ?? Buffer.alloc(0), crc);
  }
  const trailer = GZIP_HEADER.length + slotted.deflated.length;
  body.writeUInt32LE(crc >>> 0, trailer);
  body.writeUInt32LE(slotted.size % 2 ** 32, trailer + 4);
  return body;
}
