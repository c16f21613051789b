import type { PageStore } from './page-cache-bridge.mjs';

/** The process's one page store, made by whichever side asks first. */
export function processPageStore(serverDistDir?: string): PageStore;

/** Next's cache handler for the shop (see next-cache-handler.mjs). */
export default class ShopCacheHandler {
  constructor(context: { serverDistDir?: string });
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
