import type { MetadataRoute } from 'next';
import { absoluteUrl, categoryPath, productPath } from '@/components/catalog/paths';
import { getCategories, getProductList } from '@/server/storefront/catalog';

// Built from the API when requested, never at build time (no database then).
export const dynamic = 'force-dynamic';

/** The protocol's limit per sitemap file. */
const MAX_URLS = 50_000;
/** The API's largest page. */
const PAGE_LIMIT = 100;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const categories = await getCategories();
  const entries: MetadataRoute.Sitemap = [
    { url: absoluteUrl('/'), changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl('/categories'), changeFrequency: 'daily', priority: 0.8 },
    { url: absoluteUrl('/products'), changeFrequency: 'daily', priority: 0.8 },
    ...categories.map((category): MetadataRoute.Sitemap[number] => ({
      url: absoluteUrl(categoryPath(category)),
      changeFrequency: 'daily',
      priority: 0.7,
    })),
  ];
  // Newest first, page by page; each page is a cached call, so a warm sitemap costs no database work.
  for (let page = 1; entries.length < MAX_URLS; page += 1) {
    const list = await getProductList({ type: 'newest', page, limit: PAGE_LIMIT });
    for (const product of list.results) {
      entries.push({
        url: absoluteUrl(productPath(product)),
        changeFrequency: 'weekly',
        priority: 0.6,
      });
    }
    if (page >= list.page_count || list.results.length === 0) break;
  }
  return entries.slice(0, MAX_URLS);
}
