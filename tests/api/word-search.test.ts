import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchBody, searchResult } from '@/lib/contract/catalog';
import { normalizeSearchText } from '@/lib/text/normalize-search';
import { products, productWords } from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { wordSearchFor } from '@/server/services/catalog/word-search';
import { okData } from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A two-letter word many demo products share, read from the data rather than assumed. */
let word: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  const [row] = await t.db
    .select({ word: productWords.word, n: count() })
    .from(productWords)
    .where(sql`length(${productWords.word}) = 2`)
    .groupBy(productWords.word)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  word = row?.word ?? '';
  expect(row?.n).toBeGreaterThan(5);
});
afterAll(() => t.close());

async function search(body: SearchBody, page = 1) {
  return okData(
    await t.call('POST', `/api/v1/products/search?page=${page}&limit=5`, { body }),
    searchResult,
  );
}

const sorts = ['cheapest', 'most_expensive', 'newest', 'popular'] as const;

describe('one-short-word searches through product_words', () => {
  it('take the word index only when nothing else needs the products table', () => {
    expect(wordSearchFor({ name: 'گز', sort: 'cheapest' })).not.toBeNull();
    expect(wordSearchFor({ name: ' گز ', is_exist: true })).not.toBeNull();
    expect(wordSearchFor({ name: 'پسته', sort: 'cheapest' })).toBeNull();
    expect(wordSearchFor({ name: 'گز پسته' })).toBeNull();
    expect(wordSearchFor({ name: 'گز', sort: 'top_rated' })).toBeNull();
    expect(wordSearchFor({ name: 'گز', category: 1 })).toBeNull();
    expect(wordSearchFor({ name: 'گز', price: { min: 1 } })).toBeNull();
  });

  it('answer exactly what the general search answers, page by page, for every indexed order', async () => {
    for (const sort of sorts) {
      for (const is_exist of [true, false]) {
        for (const page of [1, 2]) {
          const fast = await search({ name: word, sort, is_exist }, page);
          // A price floor of 0 filters nothing but sends the search down the general path.
          const general = await search({ name: word, sort, is_exist, price: { min: 0 } }, page);
          expect(fast.results.map((p) => p.id)).toEqual(general.results.map((p) => p.id));
          expect(fast.count).toBe(general.count);
          expect(fast.count).toBeGreaterThan(0);
        }
      }
    }
  });

  it('list by where the word stands in the name, then newest, when no order is chosen', async () => {
    for (const is_exist of [true, false]) {
      for (const page of [1, 2]) {
        const fast = await search({ name: word, is_exist }, page);
        const general = await search({ name: word, is_exist, price: { min: 0 } }, page);
        expect(fast.results.map((p) => p.id)).toEqual(general.results.map((p) => p.id));
        expect(fast.count).toBe(general.count);
      }
    }
    const ranks = await t.db
      .select({ rank: productWords.nameRank, name: products.name })
      .from(productWords)
      .innerJoin(products, eq(products.id, productWords.productId))
      .where(eq(productWords.word, word));
    // The demo has the word both in names and only around them, so the order means something.
    expect(new Set(ranks.map((row) => row.rank)).size).toBeGreaterThan(1);
    for (const row of ranks) {
      const nameWords = normalizeSearchText(row.name).split(' ');
      const expected = nameWords[0] === word ? 0 : nameWords.includes(word) ? 1 : 3;
      expect(row.rank).toBe(expected);
    }
  });

  it('follow every change to a product: stock, price, sales, words, listing, deletion', async () => {
    const [first] = (await search({ name: word, sort: 'cheapest', is_exist: true })).results;
    if (!first) throw new Error('no match');
    const rowsOf = () =>
      t.db.select().from(productWords).where(eq(productWords.productId, first.id));

    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, first.id));
    expect((await rowsOf()).every((row) => !row.inStock)).toBe(true);
    const inStock = await search({ name: word, sort: 'cheapest', is_exist: true });
    expect(inStock.results.map((p) => p.id)).not.toContain(first.id);

    await t.db
      .update(products)
      .set({ stock: 5, price: 1, discountPrice: null, salesCount: 424242 })
      .where(eq(products.id, first.id));
    const [moved] = await rowsOf();
    expect(moved).toMatchObject({ finalPrice: 1, salesCount: 424242, inStock: true });
    const popular = await search({ name: word, sort: 'popular' });
    expect(popular.results[0]?.id).toBe(first.id);

    await t.db.update(products).set({ searchText: 'واژه‌ای دیگر' }).where(eq(products.id, first.id));
    expect((await rowsOf()).map((row) => row.word).sort()).toEqual(['دیگر', 'واژه‌ای']);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, first.id));
    expect((await rowsOf()).every((row) => !row.listed)).toBe(true);

    await t.db.delete(products).where(and(eq(products.id, first.id)));
    expect(await rowsOf()).toEqual([]);
  });
});
