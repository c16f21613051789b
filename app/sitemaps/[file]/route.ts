import { absoluteUrl, categoryPath, productPath } from '@/lib/catalog/paths';
import { partOfFile, partTag, sitemapHeaders } from '@/lib/site/sitemap-files';
import { urlsetXml } from '@/lib/site/sitemap-xml';
import { getSitemapIndex, getSitemapPart } from '@/server/storefront/catalog';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404 });

/**
 * One child sitemap. Its ETag comes from the cached index (the part's count
 * and lastmod), so a crawler or proxy asking again gets a 304 without the
 * part's 50 000 records being read.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const name = partOfFile((await params).file);
  const part = (await getSitemapIndex()).parts.find((candidate) => candidate.name === name);
  if (!part) return notFound();
  const etag = partTag(part);
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: sitemapHeaders(etag) });
  const records = await getSitemapPart(part.name);
  if (!records) return notFound();
  const urls =
    part.name === 'pages'
      ? [
          { loc: absoluteUrl('/'), lastmod: part.lastmod },
          { loc: absoluteUrl('/categories'), lastmod: part.lastmod },
          { loc: absoluteUrl('/products'), lastmod: part.lastmod },
        ]
      : [];
  for (const record of records.entries) {
    const path = record.kind === 'product' ? productPath(record) : categoryPath(record);
    urls.push({ loc: absoluteUrl(path), lastmod: record.lastmod });
  }
  return new Response(urlsetXml(urls), { headers: sitemapHeaders(etag) });
}
