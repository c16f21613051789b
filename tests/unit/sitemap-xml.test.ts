import { describe, expect, it } from 'vitest';
import { partOfFile, partTag, sitemapPath } from '@/lib/site/sitemap-files';
import { sitemapIndexXml, urlsetXml } from '@/lib/site/sitemap-xml';

describe('sitemap documents', () => {
  it('escapes addresses and leaves lastmod out when unknown', () => {
    const xml = urlsetXml([
      { loc: 'https://shop.example/search?q=a&b=<c>', lastmod: null },
      { loc: 'https://shop.example/', lastmod: '2026-11-25T10:00:00Z' },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example/search?q=a&amp;b=&lt;c&gt;</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/</loc><lastmod>2026-11-25T10:00:00Z</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes an index of sitemaps', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://shop.example/sitemaps/pages.xml', lastmod: null },
    ]);
    expect(xml).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>');
  });
});

describe('sitemap files', () => {
  it('reads only the part names it serves', () => {
    expect(partOfFile(sitemapPath('products-2').split('/').at(-1) ?? '')).toBe('products-2');
    expect(partOfFile('pages.xml')).toBe('pages');
    for (const file of [
      'products-0.xml',
      'products-1',
      '../pages.xml',
      'orders.xml',
      'products-1.xml.gz',
    ])
      expect(partOfFile(file)).toBeUndefined();
  });

  it('versions a part by its count and lastmod', () => {
    const part = { name: 'products-1', count: 10, lastmod: '2026-11-25T10:00:00Z' };
    expect(partTag(part)).not.toBe(partTag({ ...part, count: 11 }));
    expect(partTag(part)).not.toBe(partTag({ ...part, lastmod: '2026-11-25T10:00:01Z' }));
  });
});
