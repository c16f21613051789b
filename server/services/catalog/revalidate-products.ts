import { tagsForProductChange } from '@/lib/api/cache-tags';
import { tagTimesKey } from '@/server/cache/cache-keys.mjs';
import { getRedis } from '@/server/redis/client';

export type ProductChange = { productId: number; categoryId: number };

/**
 * Revalidates the tags in every instance's cache: inside Next through
 * revalidateTag (the cache handler writes the time to Redis when REDIS_URL is
 * set); outside it (the staff command line) straight into Redis, where the
 * instances look. Without Redis a change outside Next waits for the pages to
 * expire on their own.
 */
async function revalidateTags(tags: readonly string[]): Promise<void> {
  if (process.env.NEXT_RUNTIME) {
    const { revalidateTag } = await import('next/cache');
    // Expired now, not stale-while-revalidate: the next request shows the new price.
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return;
  }
  const redis = getRedis();
  if (!redis) return;
  const now = Date.now();
  await redis.hset(tagTimesKey(), Object.fromEntries(tags.map((tag) => [tag, now])));
}

/**
 * Tells the storefront's cache that these products' price or stock (and so
 * their availability and best-seller order) changed. A failure here never
 * undoes what is already written: the cached pages expire on their own.
 */
export async function revalidateProducts(changes: readonly ProductChange[]): Promise<void> {
  if (changes.length === 0) return;
  const tags = new Set(
    changes.flatMap((change) => tagsForProductChange(change.productId, change.categoryId)),
  );
  try {
    await revalidateTags([...tags]);
  } catch (error) {
    console.warn('[api] catalogue cache not revalidated after a change', error);
  }
}
