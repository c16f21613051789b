import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
  type SitemapIndex,
  type SitemapPart,
} from '@/lib/contract/sitemap';
import type { Executor } from '@/server/db/database';
import { categories, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { isListed } from './product-query';

/*
 * The catalogue as search engines should see it: one `pages` part (the lists
 * and every category) and as many `products-N` parts as 50 000 listed products
 * need, in id order so a product stays in its part while others are added.
 */

const PRODUCTS_PART = /^products-(\d+)$/;

/** A timestamp as sitemaps write it (W3C datetime, UTC), computed by the database. */
const w3cTime = (value: SQL | SQL.Aliased) =>
  sql<string | null>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

async function productParts(db: Executor): Promise<SitemapIndex['parts']> {
  const numbered = db
    .select({
      updatedAt: products.updatedAt,
      part: sql<number>`(row_number() over (order by ${products.id}) - 1) / ${SITEMAP_URL_LIMIT} + 1`.as(
        'part',
      ),
    })
    .from(products)
    .where(isListed)
    .as('numbered');
  const rows = await db
    .select({
      part: sql<number>`${numbered.part}::int`,
      count: sql<number>`count(*)::int`,
      lastmod: w3cTime(sql`max(${numbered.updatedAt})`),
    })
    .from(numbered)
    .groupBy(numbered.part)
    .orderBy(numbered.part);
  return rows.map((row) => ({
    name: `products-${row.part}`,
    lastmod: row.lastmod,
    count: row.count,
  }));
}

export async function sitemapIndex(db: Executor): Promise<SitemapIndex> {
  const [pages] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories)
    .where(eq(categories.isActive, true));
  const productList = await productParts(db);
  // The lists and categories change when their products do.
  const newest =
    productList
      .map((part) => part.lastmod)
      .sort()
      .at(-1) ?? null;
  return {
    parts: [{ name: 'pages', lastmod: newest, count: pages?.count ?? 0 }, ...productList],
  };
}

async function categoryEntries(db: Executor): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      lastmod: w3cTime(sql`max(${products.updatedAt})`),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isListed))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.id));
  return rows.map((row) => ({ kind: 'category', ...row }));
}

async function productEntries(db: Executor, part: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, lastmod: w3cTime(sql`${products.updatedAt}`) })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.id))
    .offset((part - 1) * SITEMAP_URL_LIMIT)
    .limit(SITEMAP_URL_LIMIT);
  return rows.map((row) => ({ kind: 'product', ...row }));
}

/** One part's records; a part past the catalogue's end is a 404, like a missing page. */
export async function sitemapPart(db: Executor, name: string): Promise<SitemapPart> {
  if (name === 'pages') return { entries: await categoryEntries(db) };
  const part = Number(PRODUCTS_PART.exec(name)?.[1] ?? 0);
  const entries = part > 0 ? await productEntries(db, part) : [];
  if (entries.length === 0) throw ApiError.notFound();
  return { entries };
}
