import { productTag, tagsForProductChange } from '@/lib/api/cache-tags';
import { tagTimesKey } from '@/server/cache/cache-keys.mjs';
import { publishedPageStore } from '@/server/cache/page-cache-bridge.mjs';
import { getRedis } from '@/server/redis/client';

export type ProductChange = { productId: number; categoryId: number };

/**
 * Revalidates the tags in every instance's cache. The time is written to the
 * shared cache's store (Redis with REDIS_URL, else this process's) before the
 * change is answered, so a page answered from the cache in the next moment
 * (server/front/cached-page-front.mjs) already shows the new price. That store is
 * what Next's cache handler asks on every read (Next's own memory layer is
 * off), so Next's revalidateTag would only write the same times again; the API
 * runs outside Next's request scope in production (server/front/api-front.mjs),
 * where it would throw. With no store in this process (the staff command line)
 * it goes straight into Redis, where the instances look; without Redis such a
 * change waits for the pages to expire on their own.
 */
async function revalidateTags(tags: readonly string[]): Promise<void> {
  const now = Date.now();
  const store = publishedPageStore();
  if (store) {
    await store.markRevalidated([...tags], now);
  } else {
    const redis = getRedis();
    if (redis) await redis.hset(tagTimesKey(), Object.fromEntries(tags.map((tag) => [tag, now])));
  }
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
  await revalidateOrWarn([...tags]);
}

/**
 * Only the product's own page and answers changed (a helpful mark): lists,
 * home and the category show nothing of it, so they stay cached.
 */
export async function revalidateProductPage(productId: number): Promise<void> {
  await revalidateOrWarn([productTag(productId)]);
}

async function revalidateOrWarn(tags: string[]): Promise<void> {
  try {
    await revalidateTags(tags);
  } catch (error) {
    console.warn('[api] catalogue cache not revalidated after a change', error);
  }
}
