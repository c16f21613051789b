// Next's own incremental cache in front of a cache handler, driven the way a
// production render drives it: the page is turned into the entry Next stores
// by Next's code (fromResponseCacheEntry), with Next's kinds and header names.
// Plain JavaScript: those kinds are const enums in Next's types, which a
// TypeScript file cannot read as values; tests see next-page-cache.d.mts.
import { NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants.js';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js';
import RenderResult from 'next/dist/server/render-result.js';
import { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types.js';
import { fromResponseCacheEntry } from 'next/dist/server/response-cache/utils.js';
import { RouteKind } from 'next/dist/server/route-kind.js';

const preview = {
  previewModeId: 'id',
  previewModeEncryptionKey: 'key',
  previewModeSigningKey: 'sign',
};
const route = { kind: RouteKind.APP_PAGE, sourceRoute: '/product/[id]/page' };
const asked = { kind: IncrementalCacheKind.APP_PAGE, route, isFallback: false };

/** @param {unknown} Handler the cache handler class next.config.ts names */
export function nextPageCache(Handler) {
  const cache = new IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    previewProps: preview,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
    CurCacheHandler: Handler,
  });
  return {
    /**
     * Stores a rendered page as Next does after rendering it.
     * @param {string} path @param {{ html: string; tags: string[]; revalidate: number | false }} page
     */
    async store(path, { html, tags, revalidate }) {
      const entry = await fromResponseCacheEntry({
        cacheControl: { revalidate, expire: undefined },
        value: {
          kind: CachedRouteKind.APP_PAGE,
          html: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
          rscData: Buffer.from('rsc'),
          headers: { [NEXT_CACHE_TAGS_HEADER]: tags.join(',') },
          postponed: undefined,
          status: 200,
          segmentData: undefined,
        },
      });
      await cache.set(path, entry.value, {
        cacheControl: entry.cacheControl,
        route,
        isRoutePPREnabled: false,
        isFallback: false,
      });
    },
    /**
     * Asks for the page as Next does when a request for it comes.
     * @param {string} path
     */
    async read(path) {
      const found = await cache.get(path, asked);
      return found?.value ?? null;
    },
  };
}
