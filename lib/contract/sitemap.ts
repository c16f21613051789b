import { z } from 'zod';
import fa from '@/messages/fa.json';

/** The protocol's limit of addresses in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** One child sitemap of the index: `pages` (home, lists, categories) or `products-N`. */
export const sitemapPartName = z
  .string()
  .regex(/^(pages|products-[1-9]\d{0,4})$/, fa.api.validation.sitemapPart);

export const sitemapIndex = z.object({
  parts: z.array(
    z.object({
      name: sitemapPartName,
      /** When the newest record in the part changed (ISO 8601), null for an empty shop. */
      lastmod: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
});
export type SitemapIndex = z.infer<typeof sitemapIndex>;

export const sitemapEntry = z.object({
  kind: z.enum(['category', 'product']),
  id: z.number().int(),
  slug: z.string(),
  /** Null for a category with no listed product yet. */
  lastmod: z.string().nullable(),
});
export type SitemapEntry = z.infer<typeof sitemapEntry>;

export const sitemapPart = z.object({ entries: z.array(sitemapEntry) });
export type SitemapPart = z.infer<typeof sitemapPart>;

export const sitemapPartParams = z.object({ name: sitemapPartName });
