/** Where the sitemap's parts are served, and how they are cached. */

const FILE = /^(pages|products-[1-9]\d{0,4})\.xml$/;

export function sitemapPath(part: string): string {
  return `/sitemaps/${part}.xml`;
}

/** The part a file name asks for, or undefined when it names none. */
export function partOfFile(file: string): string | undefined {
  return FILE.exec(file)?.[1];
}

/** A part's version: it changes whenever a record is added, removed or changed. */
export function partTag(part: { name: string; count: number; lastmod: string | null }): string {
  return `"${part.name}-${part.count}-${part.lastmod ?? 'empty'}"`;
}

/** Crawlers and proxies may keep a sitemap for ten minutes and serve it stale for a day while refreshing. */
export function sitemapHeaders(etag?: string): HeadersInit {
  return {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': 'public, max-age=600, stale-while-revalidate=86400',
    ...(etag ? { etag } : {}),
  };
}
