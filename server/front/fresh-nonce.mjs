// Pages are rendered (and cached, for every visitor) with the shop's nonce
// placeholder on their scripts and in their CSP header, and, when no SITE_URL
// names the shop's origin, with an origin placeholder in their addresses. This
// gives each response a nonce of its own and the origin it was asked at:
// wherever the page's CSP names a nonce, a fresh random one takes its place in
// the header and throughout the body, as the body streams out. A script
// someone managed to inject into a page carries no nonce, or one it could not
// know: the placeholder never leaves the server.
import { randomBytes } from 'node:crypto';
import { paddedOrigin } from '../../lib/site/origin-placeholder.mjs';
import { fillText, placeholderFiller } from './placeholders.mjs';

/** The nonce in a CSP header: 16 bytes in base64, as the shop makes them. */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/]{22}==)'/;

/**
 * Responses that carry React's payload (pages and router payloads), which
 * counts the bytes of its long strings: the origin goes in at the
 * placeholder's length (paddedOrigin).
 */
const PAYLOAD = /^text\/(html|x-component)\b/;
/** Other text that may name the origin (sitemaps, robots): it goes in as it is. */
const PLAIN_TEXT = /^(text\/(plain|xml)|application\/xml)\b/;

/** Headers that may hold an address or the page's policy. */
const ADDRESS_HEADERS = new Set(['content-security-policy', 'location', 'link']);

/**
 * The address and policy headers of a response as the app set them, before
 * this response's own values were filled in: what the cached-page front keeps
 * to answer the next request for the same page.
 * @type {WeakMap<import('node:http').ServerResponse, Map<string, string>>}
 */
const renderedHeaders = new WeakMap();

/**
 * A response's headers as the app set them, placeholders and all.
 * @param {import('node:http').ServerResponse} res
 */
export function headersAsRendered(res) {
  const headers = { ...res.getHeaders() };
  for (const [name, value] of renderedHeaders.get(res) ?? []) {
    if (name in headers) headers[name] = value;
  }
  return headers;
}

/** A fresh, unguessable nonce: 16 bytes in base64, the placeholder's length. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * @typedef {import('./placeholders.mjs').Fill} Fill
 * @typedef {{ placeholder: string; valueFor: (req: import('node:http').IncomingMessage) => string }} PageOrigin
 */

/**
 * What takes the origin placeholder's place in a response's headers and in
 * each kind of body. `origin` must fit the placeholder (paddedOrigin).
 * @param {string} placeholder @param {string} origin
 */
export function originFills(placeholder, origin) {
  return {
    plain: [{ from: placeholder, to: origin }],
    payload: [{ from: placeholder, to: paddedOrigin(origin) ?? origin }],
  };
}

/**
 * Sets up the fills on one response: its CSP header is watched as it is set,
 * and once the header names a nonce the body is rewritten; a textual response
 * gets `origin` in place of its placeholder. A response with a fresh nonce is
 * for this visitor alone: no shared cache may keep it, and it has no ETag (a
 * 304 would pair the browser's old body with a new nonce).
 * @param {import('node:http').ServerResponse} res
 * @param {ReturnType<typeof originFills> | null} origin
 */
function fillPlaceholders(res, origin) {
  /** @type {Fill | null} */
  let nonce = null;
  /** @type {ReturnType<typeof placeholderFiller> | null} */
  let filler = null;
  const { setHeader, writeHead, write, end } = res;
  /** @type {Map<string, string>} */
  const rendered = new Map();
  renderedHeaders.set(res, rendered);

  res.setHeader = function setHeaderFilled(name, value) {
    const header = String(name).toLowerCase();
    if (typeof value !== 'string' || !ADDRESS_HEADERS.has(header)) {
      return setHeader.call(this, name, value);
    }
    rendered.set(header, value);
    if (header === 'content-security-policy') {
      const match = NONCE_IN_POLICY.exec(value);
      if (match?.[1] && nonce?.from !== match[1]) nonce = { from: match[1], to: newNonce() };
    }
    return setHeader.call(
      this,
      name,
      fillText(value, [...(nonce ? [nonce] : []), ...(origin?.plain ?? [])]),
    );
  };

  res.writeHead = function writeHeadFilled(status, ...rest) {
    // Headers given here as an object go through setHeader, so a CSP among them is seen too.
    const given = rest.findIndex((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (given !== -1) {
      for (const [name, value] of Object.entries(rest[given])) res.setHeader(name, value);
      rest.splice(given, 1);
    }
    const type = String(res.getHeader('content-type') ?? '');
    const bodyOrigin = PAYLOAD.test(type)
      ? origin?.payload
      : PLAIN_TEXT.test(type)
        ? origin?.plain
        : undefined;
    const fills = [...(nonce ? [nonce] : []), ...(bodyOrigin ?? [])];
    if (fills.length > 0) filler = placeholderFiller(fills);
    if (nonce) {
      res.removeHeader('etag');
      // A cached page's s-maxage would let a shared cache hand one nonce to everyone;
      // a page that is already private (no-store, a customer's) keeps its own word.
      const policy = String(res.getHeader('cache-control') ?? '');
      if (!/\b(private|no-store)\b/.test(policy))
        res.setHeader('cache-control', 'private, no-cache');
    }
    // A plain origin longer or shorter than its placeholder changes the body's length.
    if (filler && fills.some((fill) => fill.from.length !== fill.to.length)) {
      res.removeHeader('content-length');
    }
    return writeHead.call(this, status, ...rest);
  };

  res.write = function writeFilled(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!filler) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = typeof encoding === 'string' ? encoding : undefined;
    return write.call(this, filler.push(toBuffer(chunk, text)), done);
  };

  res.end = function endFilled(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!filler) return end.call(this, chunk, encoding, callback);
    if (typeof chunk === 'function') return end.call(this, filler.flush(), chunk);
    const done = typeof encoding === 'function' ? encoding : callback;
    const text = typeof encoding === 'string' ? encoding : undefined;
    const body = Buffer.concat([filler.push(toBuffer(chunk, text)), filler.flush()]);
    return end.call(this, body, done);
  };
}

/**
 * Wraps a Node request handler so every page response carries a nonce of its
 * own and, when pages carry an origin placeholder, the origin it was asked at.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ origin?: PageOrigin | null }} [options]
 */
export function withFreshNonce(handle, { origin = null } = {}) {
  return (req, res) => {
    fillPlaceholders(res, origin ? originFills(origin.placeholder, origin.valueFor(req)) : null);
    return handle(req, res);
  };
}
