import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSearchResult, searchResult } from '@/lib/contract/catalog';
import { productSearchColumns } from '@/lib/text/normalize-search';
import { categories, products } from '@/server/db/schema';
import { reindexProductSearch } from '@/server/db/search-reindex';
import { okData } from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const id: Record<string, number> = {};

/** Products written the way the seed writes them: name first, then category and keywords. */
async function insertProduct(
  key: string,
  name: string,
  categoryId: number,
  more: { keywords?: string[]; sales?: number } = {},
) {
  const [category] = await t.db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const [row] = await t.db
    .insert(products)
    .values({
      name,
      slug: `fold-${key}`,
      categoryId,
      price: 100_000,
      salesCount: more.sales ?? 0,
      ...productSearchColumns(name, [category?.name ?? '', ...(more.keywords ?? [])]),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not written');
  id[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [iceCream, dairy] = await t.db
    .insert(categories)
    .values([
      { name: 'بستنی', slug: 'fold-ice-cream' },
      { name: 'پنیر و کره', slug: 'fold-dairy' },
    ])
    .returning({ id: categories.id });
  if (!iceCream || !dairy) throw new Error('categories not written');
  await insertProduct('pistachio', 'بستنی پسته‌ای', iceCream.id, { sales: 5 });
  await insertProduct('saffron', 'بستنی زعفرانی', iceCream.id, { sales: 9 });
  await insertProduct('lemon', 'شربت به لیمو', iceCream.id);
  await insertProduct('arabic', 'كيك يزدي', iceCream.id);
  // Butter sells far more than cheese, and «پنیر» is in its category and keywords.
  await insertProduct('butter', 'کره‌ی محلی', dairy.id, {
    keywords: ['پنیر', 'صبحانه'],
    sales: 900,
  });
  await insertProduct('lighvan', 'پنیر لیقوان', dairy.id, { sales: 3 });
  await insertProduct('feta', 'پنیر فتا', dairy.id, { sales: 4 });
  await insertProduct('cream', 'سرشیر و پنیر خامه‌ای', dairy.id, { sales: 500 });
});
afterAll(() => t.close());

async function search(body: unknown) {
  return okData(
    await t.call('POST', '/api/v1/products/search', { body }),
    searchResult,
  ).results.map((p) => p.id);
}

async function suggest(name: string) {
  return okData(
    await t.call('POST', '/api/v1/products/search/fast', { body: { name } }),
    fastSearchResult,
  ).products.map((p) => p.id);
}

describe('a space, a ZWNJ or nothing between the parts of a word find the same products', () => {
  it('finds «پسته‌ای» whether typed with a ZWNJ, a space or neither, in both searches', async () => {
    for (const name of ['پسته‌ای', 'پسته ای', 'پستهای', 'بستنی پسته ای', 'پسته  اي']) {
      expect(await search({ name })).toEqual([id.pistachio]);
      expect(await suggest(name)).toEqual([id.pistachio]);
    }
  });

  it('finds a name written with a space when the query joins it', async () => {
    for (const name of ['به لیمو', 'به‌لیمو', 'بهلیمو']) {
      expect(await search({ name })).toEqual([id.lemon]);
    }
  });

  it('folds Arabic letters and digits in the name and the query alike', async () => {
    expect(await search({ name: 'کیک یزدی' })).toEqual([id.arabic]);
    expect(await search({ name: 'كيك' })).toEqual([id.arabic]);
  });
});

describe('names rank above categories and keywords', () => {
  it('lists and suggests cheese before butter for «پنیر», names starting with it first', async () => {
    const listed = await search({ name: 'پنیر' });
    // Names starting with «پنیر» (newest first), then a name holding it, then butter.
    expect(listed).toEqual([id.feta, id.lighvan, id.cream, id.butter]);
    expect(await suggest('پنیر')).toEqual([id.feta, id.lighvan, id.cream, id.butter]);
  });

  it('names the category of each suggestion, which tells apart names that start alike', async () => {
    const answer = okData(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 'بستنی' } }),
      fastSearchResult,
    );
    // Every product of the ice-cream category carries its name in the search text.
    expect(answer.products.map((p) => p.category_name)).toEqual([
      'بستنی',
      'بستنی',
      'بستنی',
      'بستنی',
    ]);
    const cream = okData(
      await t.call('POST', '/api/v1/products/search/fast', { body: { name: 'پنیر' } }),
      fastSearchResult,
    ).products.find((p) => p.id === id.cream);
    expect(cream?.category_name).toBe('پنیر و کره');
  });

  it('keeps a chosen order as chosen', async () => {
    expect(await search({ name: 'پنیر', sort: 'popular' })).toEqual([
      id.butter,
      id.cream,
      id.feta,
      id.lighvan,
    ]);
  });
});

describe('rows written before the current normal form', () => {
  it('are re-indexed on start so spaced queries find them, keeping their old words', async () => {
    const [old] = await t.db
      .insert(products)
      .values({
        name: 'بستنی گردویی‌ای',
        slug: 'fold-old',
        categoryId:
          (await t.db.select({ id: categories.id }).from(categories).limit(1))[0]?.id ?? 0,
        price: 1,
        // What the former normal form wrote: the ZWNJ dropped, and a keyword.
        searchText: 'بستنی گردوییای تابستانه',
      })
      .returning({ id: products.id });
    if (!old) throw new Error('old row not written');
    expect(await search({ name: 'گردویی ای' })).toEqual([]);
    expect(await reindexProductSearch(t.db)).toBe(1);
    expect(await search({ name: 'گردویی ای' })).toEqual([old.id]);
    expect(await search({ name: 'تابستانه' })).toEqual([old.id]);
    expect(await reindexProductSearch(t.db)).toBe(0);
  });
});
