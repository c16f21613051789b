// What the shop's HTTP server (server/front/serve.mjs) and the API share with the
// cache handler Next loads: the handler's store, to answer a cached page
// without going through Next and to mark a change before it is answered, and
// a witness that tells which cache entry a request's page was read from. Kept
// on globalThis: Next loads the handler and bundles the API through module
// paths of its own, and every side must meet on one object.
import { AsyncLocalStorage } from 'node:async_hooks';

const SLOT = Symbol.for('shop.page-cache-bridge');

/**
 * @typedef {{
 *   read(key: string): Promise<{ value: any; lastModified: number; cacheControl?: { revalidate?: number | false } } | null>;
 *   write(key: string, entry: { value: any; lastModified: number }): Promise<void>;
 *   latestRevalidation(tags: string[]): Promise<number>;
 *   markRevalidated(tags: string[], at: number): Promise<void>;
 * }} PageStore
 * @typedef {{ key?: string }} PageWitness
 */

/** @returns {{ store: PageStore | undefined; witness: AsyncLocalStorage<PageWitness> }} */
function bridge() {
  const holder = /** @type {Record<symbol, any>} */ (globalThis);
  holder[SLOT] ??= { store: undefined, witness: new AsyncLocalStorage() };
  return holder[SLOT];
}

/** The cache's store, once Next has made one. */
export function publishedPageStore() {
  return bridge().store;
}

/**
 * One store per process, whichever copy of the handler asks first: Next
 * bundles the handler into the proxy as well as loading it for pages.
 * @template {PageStore} S
 * @param {() => S} make
 * @returns {S}
 */
export function sharedPageStore(make) {
  const shared = bridge();
  shared.store ??= make();
  return /** @type {S} */ (shared.store);
}

/** Forgets the store, as a new process would start without one (for tests). */
export function forgetPageStore() {
  bridge().store = undefined;
}

/** Runs a request with a witness that records the page entry it reads. */
export function witnessPageKey(run) {
  /** @type {PageWitness} */
  const seen = {};
  return { seen, result: bridge().witness.run(seen, run) };
}

/**
 * Called by the handler when Next reads a page entry for the request at hand.
 * @param {string} key
 */
export function notePageKey(key) {
  const seen = bridge().witness.getStore();
  if (seen) seen.key = key;
}
