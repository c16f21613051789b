// The page cache every instance shares, in Redis.
import { deserialize, serialize } from 'node:v8';
import { ENTRY_SECONDS } from './cache-keys.mjs';

/** The cache every instance shares. */
export class RedisStore {
  /** @param {import('ioredis').default} redis @param {ReturnType<typeof import('./cache-keys.mjs').cacheKeys>} keys */
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
