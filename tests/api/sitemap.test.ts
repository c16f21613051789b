import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_URL_LIMIT, sitemapIndex, sitemapPart } from '@/lib/contract/sitemap';
import { products } from '@/server/db/schema';
import { type CatalogFixture, insertCatalogFixture, okData } from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: CatalogFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixture(t.db);
});
afterAll(async () => t.close());

const readIndex = async () => okData(await t.call('GET', '/api/v1/app/sitemap'), sitemapIndex);
const readPart = async (name: string) =>
  okData(await t.call('GET', `/api/v1/app/sitemap/${name}`), sitemapPart);

describe('the sitemap on a small shop', () => {
  it('has a pages part and one products part holding every listed product, none unlisted', async () => {
    const { parts } = await readIndex();
    expect(parts.map((part) => part.name)).toEqual(['pages', 'products-1']);
    const listed = await t.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive}`);
    const { entries } = await readPart('products-1');
    expect(entries.map((entry) => entry.id).sort((a, b) => a - b)).toEqual(
      listed.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(entries.every((entry) => entry.kind === 'product')).toBe(true);
    const { entries: pages } = await readPart('pages');
    expect(pages.map((entry) => entry.id)).toContain(f.category.cakes);
  });

  it('moves a product’s lastmod when its price changes', async () => {
    const before = (await readPart('products-1')).entries.find(
      (e) => e.id === f.product.carrotCake,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db
      .update(products)
      .set({ price: 123_000 })
      .where(sql`${products.id} = ${f.product.carrotCake}`);
    const after = (await readPart('products-1')).entries.find((e) => e.id === f.product.carrotCake);
    expect(after?.lastmod).not.toBe(before?.lastmod);
    expect(after?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answers 404 past the end and 400 for a name that is no part', async () => {
    expect((await t.call('GET', '/api/v1/app/sitemap/products-2')).status).toBe(404);
    const bad = await t.call('GET', '/api/v1/app/sitemap/orders');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('نقشهٔ سایت');
  });
});

describe('the sitemap on a 100 000-product catalogue', () => {
  it('splits every listed product into parts of at most 50 000, each once', async () => {
    // 20 000 rows a statement: all at once through the search-words trigger came near
    // the pool's 5 s statement bound when other PostgreSQL files ran beside it.
    for (let from = 1; from <= 100_000; from += 20_000) {
      await t.db.execute(sql`
        insert into products (name, slug, category_id, price)
        select 'کالای ' || n, 'bulk-' || n, ${f.category.cakes}, 10000
        from generate_series(${from}::int, ${from + 19_999}::int) as n`);
    }
    const { parts } = await readIndex();
    const productParts = parts.filter((part) => part.name !== 'pages');
    expect(productParts.map((part) => part.name)).toEqual([
      'products-1',
      'products-2',
      'products-3',
    ]);
    expect(productParts.every((part) => part.count <= SITEMAP_URL_LIMIT)).toBe(true);
    const [listed] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.isActive}`);
    expect(productParts.reduce((sum, part) => sum + part.count, 0)).toBe(listed?.count);
    const seen = new Set<number>();
    for (const part of productParts) {
      const { entries } = await readPart(part.name);
      expect(entries).toHaveLength(part.count);
      for (const entry of entries) seen.add(entry.id);
    }
    expect(seen.size).toBe(listed?.count);
  }, 120_000);
});
