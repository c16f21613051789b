/** Sitemap documents (sitemaps.org 0.9) from absolute addresses. */

export type SitemapUrl = { loc: string; lastmod: string | null };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${HEAD}<sitemapindex ${NAMESPACE}>\n${sitemaps.map((s) => entry('sitemap', s)).join('\n')}\n</sitemapindex>\n`;
}

export function urlsetXml(urls: SitemapUrl[]): string {
  return `${HEAD}<urlset ${NAMESPACE}>\n${urls.map((u) => entry('url', u)).join('\n')}\n</urlset>\n`;
}
