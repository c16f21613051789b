// Redis for the page cache, and this process's memory while Redis is out of reach.
import { redisIsDown } from '../redis/options.mjs';
import { MemoryStore } from './memory-page-store.mjs';

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
export class FallbackStore {
  /** @param {import('ioredis').default} redis @param {import('./redis-page-store.mjs').RedisStore} shared */
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
   * @param {(store: import('./redis-page-store.mjs').RedisStore) => Promise<T>} shared @param {(store: MemoryStore) => Promise<T>} own
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
