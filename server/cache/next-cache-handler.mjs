// Next's cache (cached pages and the catalogue's unstable_cache data) for this
// shop: in Redis when REDIS_URL is set, so every instance serves the same pages
// and one instance's revalidateTag() is seen by all on their next request; in
// this process's memory otherwise. Plain JavaScript: Next loads it at run time,
// outside its bundles (next.config.ts `cacheHandler`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import Redis from 'ioredis';
import { redisIsDown, redisOptions } from '../redis/options.mjs';
import { cacheKeys, ENTRY_SECONDS, RENDER_GRACE_MS } from './cache-keys.mjs';
import { notePageKey, pageTags, sharedPageStore } from './page-cache-bridge.mjs';

/** Entries a single process keeps without Redis: the newest first out after this. */
const MEMORY_ENTRIES = 5_000;

/**
 * The tags an entry answers to: a page carries the tags of everything it read
 * (Next writes them into its x-next-cache-tags header); a data entry is asked
 * for with its own tags and the page's implicit ones.
 * @param {any} value @param {any} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  return [...pageTags(value), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** One process's cache, for a shop with a single instance. */
class MemoryStore {
  /** @type {Map<string, { value: any; lastModified: number; cacheControl?: any }>} */
  entries = new Map();
  /** @type {Map<string, number>} */
  tagTimes = new Map();

  /** @param {string} key */
  async read(key) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Least recently used goes first: a read moves the entry to the back.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** @param {string} key @param {{ value: any; lastModified: number; cacheControl?: any }} entry */
  async write(key, entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MEMORY_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** @param {string} key */
  async remove(key) {
    this.entries.delete(key);
  }

  /** @param {string[]} tags */
  async latestRevalidation(tags) {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.tagTimes.get(tag) ?? 0);
    return latest;
  }

  /** @param {string[]} tags @param {number} at */
  async markRevalidated(tags, at) {
    for (const tag of tags) this.tagTimes.set(tag, at);
  }
}

/** The cache every instance shares. */
class RedisStore {
  /** @param {Redis} redis @param {ReturnType<typeof cacheKeys>} keys */
  constructor(redis, keys) {
    this.redis = redis;
    this.keys = keys;
  }

  /** @param {string} key */
  async read(key) {
    const raw = await this.redis.getBuffer(this.keys.entry(key));
    return raw ? deserialize(raw) : null;
  }

  /** @param {string} key @param {{ value: any; lastModified: number; cacheControl?: any }} entry */
  async write(key, entry) {
    await this.redis.set(this.keys.entry(key), serialize(entry), 'EX', ENTRY_SECONDS);
  }

  /** @param {string} key */
  async remove(key) {
    await this.redis.del(this.keys.entry(key));
  }

  /** @param {string[]} tags */
  async latestRevalidation(tags) {
    if (tags.length === 0) return 0;
    const times = await this.redis.hmget(this.keys.tags, ...tags);
    return Math.max(0, ...times.map((time) => Number(time ?? 0)));
  }

  /** @param {string[]} tags @param {number} at */
  async markRevalidated(tags, at) {
    await this.redis.hset(this.keys.tags, Object.fromEntries(tags.map((tag) => [tag, at])));
  }
}

/**
 * Tag times go in only when newer than what is there: a time kept while Redis
 * was out of reach must not turn back a later one another instance wrote.
 */
const RAISE_TAG_TIMES = `for i = 1, #ARGV, 2 do
  local kept = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if kept < tonumber(ARGV[i + 1]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

/** After a failed command, how long the shared store is left alone before it is tried again. */
const PAUSE_AFTER_FAILURE_MS = 1_000;

/**
 * Redis, and this process's memory while Redis is out of reach: a page or an
 * answer is then read and kept in memory at once (no command waits for a
 * timeout once the connection is known lost), so pages and the API keep
 * answering as a single instance would. Revalidations made meanwhile are kept
 * too, counted on every read, and raised into Redis when it returns, so no
 * instance serves a page older than a change this one made. Entries kept in
 * memory meanwhile are dropped then: Redis is the one copy again.
 */
class FallbackStore {
  /** @param {Redis} redis @param {RedisStore} shared */
  constructor(redis, shared) {
    this.redis = redis;
    this.shared = shared;
    this.own = new MemoryStore();
    this.pausedUntil = 0;
    this.lost = false;
    redis.on('error', (error) => this.lose(error));
    redis.on('ready', () => this.found());
  }

  /** @param {unknown} error */
  lose(error) {
    this.pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    if (this.lost) return;
    this.lost = true;
    console.error(
      `[cache] Redis is out of reach: this instance keeps pages in its own memory until it returns (${error instanceof Error ? error.message : error})`,
    );
  }

  found() {
    this.pausedUntil = 0;
    if (!this.lost) return;
    this.lost = false;
    console.error('[cache] Redis is back: pages are shared again');
    this.own.entries.clear();
    const times = [...this.own.tagTimes].flatMap(([tag, at]) => [tag, String(at)]);
    if (times.length === 0) return;
    this.redis.eval(RAISE_TAG_TIMES, 1, this.shared.keys.tags, ...times).catch((error) => {
      console.error('[cache] revalidations made while Redis was away were not passed on', error);
    });
  }

  usable() {
    return !redisIsDown(this.redis) && Date.now() >= this.pausedUntil;
  }

  /**
   * @template T
   * @param {(store: RedisStore) => Promise<T>} shared @param {(store: MemoryStore) => Promise<T>} own
   * @returns {Promise<T>}
   */
  async either(shared, own) {
    if (!this.usable()) return own(this.own);
    // Back after a pause that no reconnection ended (a command timed out on a
    // live connection): pass on what was kept meanwhile, as on 'ready'.
    if (this.lost) this.found();
    try {
      return await shared(this.shared);
    } catch (error) {
      this.lose(error);
      return own(this.own);
    }
  }

  /** @param {string} key */
  read(key) {
    return this.either(
      (store) => store.read(key),
      (store) => store.read(key),
    );
  }

  /** @param {string} key @param {{ value: any; lastModified: number; cacheControl?: any }} entry */
  write(key, entry) {
    return this.either(
      (store) => store.write(key, entry),
      (store) => store.write(key, entry),
    );
  }

  /** @param {string} key */
  async remove(key) {
    await this.own.remove(key);
    await this.either(
      (store) => store.remove(key),
      async () => {},
    );
  }

  /** @param {string[]} tags */
  async latestRevalidation(tags) {
    const own = await this.own.latestRevalidation(tags);
    const shared = await this.either(
      (store) => store.latestRevalidation(tags),
      async () => 0,
    );
    return Math.max(own, shared);
  }

  /** @param {string[]} tags @param {number} at */
  async markRevalidated(tags, at) {
    await this.either(
      (store) => store.markRevalidated(tags, at),
      (store) => store.markRevalidated(tags, at),
    );
  }
}

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
    if (ctx?.kind === 'APP_PAGE') notePageKey(key);
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
      if (ctx?.cacheControl) entry.cacheControl = ctx.cacheControl;
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
