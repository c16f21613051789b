// Where the shared page cache lives in Redis, for the cache handler Next loads
// and for code outside Next (the staff command line) that revalidates a tag.

/** Seconds a cached page or answer stays in Redis at most; Next refreshes it long before. */
export const ENTRY_SECONDS = 86_400;

/** How much earlier than its write an entry counts as made (see the handler's set). */
export const RENDER_GRACE_MS = 2_000;

/** @param {NodeJS.ProcessEnv} [env] */
function prefix(env = process.env) {
  return `${env.REDIS_PREFIX?.trim() || 'shop'}:next-cache`;
}

/**
 * The Redis keys of the shared cache. Tag times are one hash for every build:
 * a revalidation from any process counts, whatever it was built from.
 * @param {string} buildId
 * @param {NodeJS.ProcessEnv} [env]
 */
export function cacheKeys(buildId, env = process.env) {
  return {
    /** @param {string} key */
    entry: (key) => `${prefix(env)}:${buildId}:${key}`,
    tags: tagTimesKey(env),
  };
}

/**
 * The hash of tag → when it was last revalidated (ms).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function tagTimesKey(env = process.env) {
  return `${prefix(env)}:tags`;
}
