import { absoluteUrl } from '@/lib/catalog/paths';
import { sitemapHeaders, sitemapPath } from '@/lib/site/sitemap-files';
import { sitemapIndexXml } from '@/lib/site/sitemap-xml';
import { getSitemapIndex } from '@/server/storefront/catalog';

// Read when requested, never at build time (no database then); the index
// itself comes from the data cache, refreshed with the catalogue's tags.
export const dynamic = 'force-dynamic';

/** The sitemap index: one child per 50 000 addresses, each with its lastmod. */
export async function GET(): Promise<Response> {
  const { parts } = await getSitemapIndex();
  const xml = sitemapIndexXml(
    parts.map((part) => ({ loc: absoluteUrl(sitemapPath(part.name)), lastmod: part.lastmod })),
  );
  return new Response(xml, { headers: sitemapHeaders() });
}
