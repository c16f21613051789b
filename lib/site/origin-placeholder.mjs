// Plain JavaScript, so the shop's own Node server (server/front/serve.mjs) and the
// app read the same values.

/**
 * What pages are rendered with in place of their origin when no SITE_URL names
 * it: the shop's server writes the address each request came to in its place,
 * so one cached page serves 127.0.0.1, localhost and a phone's view of the
 * machine's LAN address alike. `.invalid` names nothing (RFC 6761). It is as
 * long as any origin a local network gives (see paddedOrigin).
 */
export const ORIGIN_PLACEHOLDER =
  'http://public-origin-placeholder-xxxxxxxxxxxxxxxxxxxxxxx.invalid';

/** Set by the shop's server when it fills ORIGIN_PLACEHOLDER in on every page it sends. */
export const ORIGIN_PER_REQUEST_ENV = 'SHOP_ORIGIN_PER_REQUEST';

/**
 * `origin` spelt exactly as long as the placeholder, by writing its port with
 * leading zeros (`http://127.0.0.1:0000…03917`), which every URL parser reads
 * as the same origin. A page's payload counts the bytes of its long strings
 * (React's text rows), so what goes in the placeholder's place must keep its
 * length. null when the origin is too long to fit.
 * @param {string} origin a URL origin, as `new URL(…).origin` writes it
 * @returns {string | null}
 */
export function paddedOrigin(origin) {
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const head = `${url.protocol}//${url.hostname}:`;
  const zeros = ORIGIN_PLACEHOLDER.length - head.length - port.length;
  return zeros < 0 ? null : `${head}${'0'.repeat(zeros)}${port}`;
}
