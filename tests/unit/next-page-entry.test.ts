import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ShopCacheHandler from '@/server/cache/next-cache-handler.mjs';
import { servablePage } from '@/server/cache/next-page-entry.mjs';
import {
  forgetPageStore,
  publishedPageStore,
  witnessPageKey,
} from '@/server/cache/page-cache-bridge.mjs';
import { nextPageCache } from '../helpers/next-page-cache.mjs';

/**
 * The shop's server answers cached pages from Next's own cache entries, read
 * in server/cache/next-page-entry.mjs. Here Next's code, not a copy of its
 * shape, makes the entry and hands it to the shop's handler, as a production
 * render does: an upgrade that moves a field the front reads fails here rather
 * than quietly sending every page through Next again.
 */
const html = '<html><body><p nonce="AAAAAAAAAAAAAAAAAAAAAA==">۱۲۰٬۰۰۰ تومان</p></body></html>';

/** The stored entry Next asked the handler for when it looked the page up, as the front reads it. */
async function asTheFrontReadsIt(cache: ReturnType<typeof nextPageCache>, path: string) {
  const { seen, result } = witnessPageKey(() => cache.read(path));
  expect(await result).toMatchObject({ html });
  expect(seen.key).toBeTypeOf('string');
  return servablePage(await publishedPageStore()?.read(seen.key ?? ''));
}

beforeEach(() => {
  vi.stubEnv('REDIS_URL', '');
  forgetPageStore();
});
afterAll(() => {
  vi.unstubAllEnvs();
  forgetPageStore();
});

describe('a page Next stores through the shop’s cache handler', () => {
  it('is read back by the shop’s server: its HTML, the tags it read, when it is due again', async () => {
    const cache = nextPageCache(ShopCacheHandler);
    const before = Date.now();
    await cache.store('/product/1', { html, tags: ['product:1', 'catalog'], revalidate: 300 });
    const page = await asTheFrontReadsIt(cache, '/product/1');
    expect(page).toMatchObject({ html, tags: ['product:1', 'catalog'] });
    expect(page?.lastModified).toBeLessThanOrEqual(before);
    expect(page?.freshUntil).toBe((page?.lastModified ?? 0) + 300_000);
  });

  it('is left to Next when Next keeps it with no time to render it again', async () => {
    const cache = nextPageCache(ShopCacheHandler);
    await cache.store('/about', { html, tags: ['catalog'], revalidate: false });
    expect(await asTheFrontReadsIt(cache, '/about')).toBeNull();
  });
});
