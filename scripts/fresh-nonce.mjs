// Pages are rendered (and cached, for every visitor) with the shop's nonce
// placeholder on their scripts and in their CSP header. This gives each
// response a nonce of its own: wherever the page's CSP names a nonce, a fresh
// random one takes its place in the header and throughout the body, as the
// body streams out. A script someone managed to inject into a page carries no
// nonce, or one it could not know: the placeholder never leaves the server.
import { randomBytes } from 'node:crypto';

/** The nonce in a CSP header: 16 bytes in base64, as the shop makes them. */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/]{22}==)'/;

/**
 * The CSP header with `nonce` in place of the one it names.
 * @param {string} policy @param {string} nonce
 */
export function policyWithNonce(policy, nonce) {
  return policy.replace(NONCE_IN_POLICY, `'nonce-${nonce}'`);
}

/** A fresh, unguessable nonce: 16 bytes in base64, the placeholder's length. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** How many bytes at the end of `chunk` could be the start of `needle`. */
function partialMatch(chunk, needle) {
  for (let length = Math.min(needle.length - 1, chunk.length); length > 0; length--) {
    if (chunk.subarray(chunk.length - length).equals(needle.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * Replaces every `from` with `to` (same length) in a stream of chunks, holding
 * back only the bytes that may be a `from` cut in two by a chunk's end.
 * @param {string} from @param {string} to
 */
export function nonceSwapper(from, to) {
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  let carry = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk */
    push(chunk) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let end = 0;
      let out = null;
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, end)) {
        // Copied before the first change: the chunk may be a cached page's own bytes.
        out ??= Buffer.from(text);
        replacement.copy(out, at);
        end = at + needle.length;
      }
      const body = out ?? text;
      const held = partialMatch(text.subarray(end), needle);
      carry = held > 0 ? Buffer.from(text.subarray(text.length - held)) : Buffer.alloc(0);
      return held > 0 ? body.subarray(0, body.length - held) : body;
    },
    flush() {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Sets up the swap on one response: its CSP header is watched as it is set,
 * and once the header names a nonce the body is rewritten. Such a response is
 * for this visitor alone: no shared cache may keep it, and it has no ETag (a
 * 304 would pair the browser's old body with a new nonce).
 * @param {import('node:http').ServerResponse} res
 */
function swapNonces(res) {
  /** @type {{ from: string; to: string; swapper: ReturnType<typeof nonceSwapper> } | null} */
  let swap = null;
  const { setHeader, writeHead, write, end } = res;

  res.setHeader = function setHeaderWithFreshNonce(name, value) {
    if (typeof value === 'string' && String(name).toLowerCase() === 'content-security-policy') {
      const match = NONCE_IN_POLICY.exec(value);
      if (match?.[1]) {
        if (!swap || swap.from !== match[1]) {
          const to = newNonce();
          swap = { from: match[1], to, swapper: nonceSwapper(match[1], to) };
        }
        return setHeader.call(this, name, value.replaceAll(swap.from, swap.to));
      }
    }
    return setHeader.call(this, name, value);
  };

  res.writeHead = function writeHeadWithFreshNonce(status, ...rest) {
    // Headers given here as an object go through setHeader, so a CSP among them is seen too.
    const given = rest.findIndex((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (given !== -1) {
      for (const [name, value] of Object.entries(rest[given])) res.setHeader(name, value);
      rest.splice(given, 1);
    }
    if (swap) {
      res.removeHeader('etag');
      // A cached page's s-maxage would let a shared cache hand one nonce to everyone;
      // a page that is already private (no-store, a customer's) keeps its own word.
      const policy = String(res.getHeader('cache-control') ?? '');
      if (!/\b(private|no-store)\b/.test(policy))
        res.setHeader('cache-control', 'private, no-cache');
    }
    return writeHead.call(this, status, ...rest);
  };

  res.write = function writeWithFreshNonce(chunk, encoding, callback) {
    if (!swap) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = typeof encoding === 'string' ? encoding : undefined;
    return write.call(this, swap.swapper.push(toBuffer(chunk, text)), done);
  };

  res.end = function endWithFreshNonce(chunk, encoding, callback) {
    if (!swap) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === 'function') return end.call(this, swap.swapper.flush(), chunk);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = typeof encoding === 'string' ? encoding : undefined;
    const body = Buffer.concat([swap.swapper.push(toBuffer(chunk, text)), swap.swapper.flush()]);
    return end.call(this, body, done);
  };
}

/**
 * Wraps a Node request handler so every page response carries a nonce of its own.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function withFreshNonce(handle) {
  return (req, res) => {
    swapNonces(res);
    return handle(req, res);
  };
}
