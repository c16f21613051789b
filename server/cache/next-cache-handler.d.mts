/** Next's cache handler for the shop (see next-cache-handler.mjs). */
export default class ShopCacheHandler {
  constructor(context: { serverDistDir?: string });
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
