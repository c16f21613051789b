// The page cache of a shop with a single instance: this process's memory.

/** Entries a single process keeps without Redis: the newest first out after this. */
const MEMORY_ENTRIES = 5_000;

/** One process's cache, for a shop with a single instance. */
export class MemoryStore {
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
