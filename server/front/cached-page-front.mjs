// Answers a catalogue page that is already in the shared page cache without
// going through Next. A cache hit in Next still runs its whole request
// pipeline (proxy, routing, the response cache, React's server runtime): about
// 5 ms of CPU for bytes that are already made. Here a hit is a lookup, a check
// of the tags the page read, and the cached bytes with a fresh nonce.
//
// Next stays the authority on what is cached: the front only serves an address
// it has seen Next answer with a cached 200 page, learns which cache entry that
// was (the cache handler reports it through page-cache-bridge.mjs), and serves
// that entry while Next would: not after a tag it read was revalidated, not
// once it is due for regeneration (Next then serves it and renders it again).
import { servablePage } from '../cache/next-page-entry.mjs';
import { publishedPageStore, witnessPageKey } from '../cache/page-cache-bridge.mjs';
import { countCacheLookup } from '../observability/prometheus.mjs';
import { acceptsGzip } from './accepts-gzip.mjs';
import { headersAsRendered, newNonce, originFills } from './fresh-nonce.mjs';
import { gzipAroundSlots, slottedGzipBody } from './gzip-around-slots.mjs';
import { cutAtPlaceholders, fillText, joinPlaceholders } from './placeholders.mjs';

const NONCE_IN_PAGE = /nonce="([A-Za-z0-9+/]{22}==)"/;

/** Headers of one response rather than of the page. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'x-nextjs-cache',
  'x-request-id',
]);

/** A Map that forgets the least recently used entry past `limit`. */
class RecentlyUsed extends Map {
  /** @param {number} limit */
  constructor(limit) {
    super();
    this.limit = limit;
  }

  recall(key) {
    const value = super.get(key);
    if (value === undefined) return undefined;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  remember(key, value) {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.limit) super.delete(this.keys().next().value);
  }
}

/**
 * The page's own HTML: not Next's router asking for a payload or a prefetch,
 * not a server action.
 * @param {import('node:http').IncomingMessage} req
 */
function isDocumentRequest(req) {
  if (req.method !== 'GET') return false;
  const headers = req.headers;
  if (
    headers.rsc ||
    headers['next-router-prefetch'] ||
    headers['next-router-state-tree'] ||
    headers['next-router-segment-prefetch'] ||
    headers['next-action']
  ) {
    return false;
  }
  return !req.url?.includes('_rsc=');
}

/**
 * @typedef {{ key: string; headers: Record<string, string | string[] | number> }} KnownAddress
 * @typedef {{ lastModified: number; freshUntil: number; tags: string[]; nonce: string | null; page: import('./placeholders.mjs').CutPage; gzip: import('./gzip-around-slots.mjs').SlottedGzip | null }} ReadyPage
 * @typedef {import('./fresh-nonce.mjs').PageOrigin} PageOrigin
 * @param {{ addresses?: number; pages?: number; origin?: PageOrigin | null }} [options]
 *   how many addresses and pages one process keeps in hand (a product page is
 *   about 100 KB), and the origin placeholder pages carry, when they carry one
 */
export function cachedPageFront({ addresses = 20_000, pages = 300, origin = null } = {}) {
  /** @type {RecentlyUsed} address (path and query) → the entry Next answered it from */
  const known = new RecentlyUsed(addresses);
  /** @type {RecentlyUsed} entry → its bytes ready to send */
  const ready = new RecentlyUsed(pages);

  /**
   * After Next answered: an address answered with a cached page (and nothing
   * of the visitor's own, like a cookie) can be answered from that entry.
   * @param {string} url @param {string | undefined} key @param {import('node:http').ServerResponse} res
   */
  function learn(url, key, res) {
    if (!key || res.statusCode !== 200) return;
    if (!res.getHeader('x-nextjs-cache') || res.getHeader('set-cookie')) return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    /** @type {KnownAddress['headers']} */
    const headers = {};
    for (const [name, value] of Object.entries(headersAsRendered(res))) {
      if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
    }
    known.remember(url, { key, headers });
  }

  /**
   * The entry's bytes, while Next would serve them as they are.
   * @param {NonNullable<ReturnType<typeof publishedPageStore>>} store @param {string} key
   * @returns {Promise<ReadyPage | null>}
   */
  async function readyPage(store, key) {
    const now = Date.now();
    const held = ready.recall(key);
    if (held && now < held.freshUntil) return held;
    ready.delete(key);
    const entry = servablePage(await store.read(key));
    if (!entry) return null;
    const nonce = NONCE_IN_PAGE.exec(entry.html)?.[1] ?? null;
    const cut = cutAtPlaceholders(entry.html, [nonce ?? '', origin?.placeholder ?? '']);
    const page = {
      lastModified: entry.lastModified,
      freshUntil: entry.freshUntil,
      tags: entry.tags,
      nonce,
      page: cut,
      // Compressed once for every response it answers (gzip-around-slots.mjs).
      gzip: await gzipAroundSlots(cut),
    };
    if (now >= page.freshUntil) return null;
    ready.remember(key, page);
    return page;
  }

  /**
   * @param {KnownAddress} address @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>} whether the page was sent
   */
  async function answerFromCache(address, req, res) {
    const store = publishedPageStore();
    if (!store) return false;
    const page = await readyPage(store, address.key);
    if (!page) return false;
    if ((await store.latestRevalidation(page.tags)) >= page.lastModified) {
      ready.delete(address.key);
      return false;
    }
    const nonce = page.nonce ? [{ from: page.nonce, to: newNonce() }] : [];
    const fills = origin ? originFills(origin.placeholder, origin.valueFor(req)) : null;
    const bodyFills = [...nonce, ...(fills?.payload ?? [])];
    const gzipped =
      page.gzip && acceptsGzip(req.headers['accept-encoding'])
        ? slottedGzipBody(
            page.page,
            page.gzip,
            new Map(bodyFills.map((fill) => [fill.from, Buffer.from(fill.to)])),
          )
        : null;
    const body = gzipped ?? joinPlaceholders(page.page, bodyFills);
    for (const [name, value] of Object.entries(address.headers)) {
      const filled =
        typeof value === 'string' ? fillText(value, [...nonce, ...(fills?.plain ?? [])]) : value;
      res.setHeader(name, filled);
    }
    res.setHeader('x-nextjs-cache', 'HIT');
    // A fresh nonce in each: for this visitor only, never revalidated by ETag.
    res.setHeader('cache-control', 'private, no-cache');
    if (gzipped) res.setHeader('content-encoding', 'gzip');
    res.setHeader('content-length', body.length);
    res.statusCode = 200;
    res.end(body);
    return true;
  }

  /**
   * Next answers, watched so the cache entry it used is learned.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {() => unknown} next
   */
  function throughNext(req, res, next) {
    const url = req.url ?? '';
    const { seen, result } = witnessPageKey(next);
    res.once('finish', () => learn(url, seen.key, res));
    return result;
  }

  return {
    /**
     * Answers from the cache when it can, else hands the request to `next`.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @param {() => unknown} next
     */
    handle(req, res, next) {
      if (!isDocumentRequest(req)) return next();
      const address = known.recall(req.url ?? '');
      if (!address) {
        countCacheLookup('page', false);
        return throughNext(req, res, next);
      }
      return answerFromCache(address, req, res).then(
        (sent) => {
          countCacheLookup('page', sent);
          return sent || throughNext(req, res, next);
        },
        // A store fault is Next's to meet: it renders without the cache.
        () => {
          countCacheLookup('page', false);
          return throughNext(req, res, next);
        },
      );
    },
  };
}
