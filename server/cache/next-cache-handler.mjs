// Next's cache (cached pages and the catalogue's unstable_cache data) for this
// shop: in Redis when REDIS_URL is set, so every instance serves the same pages
// and one instance's revalidateTag() is seen by all on their next request; in
// this process's memory otherwise. Plain JavaScript: Next loads it at run time,
// outside its bundles (next.config.ts `cacheHandler`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { redisOptions } from '../redis/options.mjs';
import { cacheKeys, RENDER_GRACE_MS } from './cache-keys.mjs';
import { FallbackStore } from './fallback-page-store.mjs';
import { MemoryStore } from './memory-page-store.mjs';
import { asksForPage, cacheControlOf, tagsOf } from './next-page-entry.mjs';
import { notePageKey, sharedPageStore } from './page-cache-bridge.mjs';
import { RedisStore } from './redis-page-store.mjs';

let warned = false;

/**
 * The build's id: next to the server's output when Next says where that is;
 * the copy of this handler bundled into the proxy is not told, and looks in
 * the default build folder.
 * @param {string | undefined} serverDistDir
 */
function buildId(serverDistDir) {
  const builds = serverDistDir ? join(serverDistDir, '..') : join(process.cwd(), '.next');
  try {
    return readFileSync(join(builds, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/**
 * With Redis, keys carry REDIS_PREFIX and the build id: two shops share a
 * server, and a new build never serves pages that name the old build's scripts.
 * @param {string | undefined} serverDistDir
 */
function newStore(serverDistDir) {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return new MemoryStore();
  const redis = new Redis(url, redisOptions());
  return new FallbackStore(redis, new RedisStore(redis, cacheKeys(buildId(serverDistDir))));
}

/** A cache fault never fails a page: the page renders as if nothing were cached. */
async function orNothing(work, fallback) {
  try {
    return await work();
  } catch (error) {
    if (!warned) {
      warned = true;
      console.error('[cache] the shared cache failed; rendering without it', error);
    }
    return fallback;
  }
}

/**
 * The process's one store (Next makes a handler per request), shared with the
 * shop's server, which answers cached pages from it
 * (server/front/cached-page-front.mjs), and with the API, which keeps its anonymous
 * catalogue answers there (server/http/shared-answer.ts): whichever asks first
 * makes it. Outside a build folder's own server the build is found in .next.
 * @param {string} [serverDistDir]
 */
export function processPageStore(serverDistDir) {
  return sharedPageStore(() => newStore(serverDistDir));
}

export default class ShopCacheHandler {
  /** @param {{ serverDistDir?: string }} context */
  constructor(context) {
    this.store = processPageStore(context.serverDistDir);
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    if (asksForPage(ctx)) notePageKey(key);
    return orNothing(async () => {
      const entry = await this.store.read(key);
      if (!entry) return null;
      // Revalidated after it was made: gone for every instance at once (a
      // product's new price must show on the next request, not after a
      // stale-while-revalidate round).
      const revalidated = await this.store.latestRevalidation(tagsOf(entry.value, ctx));
      if (revalidated >= entry.lastModified) return null;
      return entry;
    }, null);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    await orNothing(async () => {
      if (data === null) return this.store.remove(key);
      // Dated a little before it was stored: a render that read the old price
      // just before a revalidation must not outlive it.
      const entry = { value: data, lastModified: Date.now() - RENDER_GRACE_MS };
      const cacheControl = cacheControlOf(ctx);
      if (cacheControl) entry.cacheControl = cacheControl;
      return this.store.write(key, entry);
    }, undefined);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    await orNothing(() => this.store.markRevalidated(list, Date.now()), undefined);
  }

  resetRequestCache() {}
}
