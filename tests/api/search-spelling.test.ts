import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSearchResult, type SearchBody, searchResult } from '@/lib/contract/catalog';
import { productSearchColumns } from '@/lib/text/normalize-search';
import { foldSpelling } from '@/lib/text/search-spelling';
import { categories, products, searchTerms } from '@/server/db/schema';
import { searchProducts } from '@/server/services/catalog/search';
import { okData } from '../helpers/catalog-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
const id: Record<string, number> = {};
const category: Record<string, number> = {};

/** Products written the way the seed writes them: name first, then category and keywords. */
async function insertProduct(
  key: string,
  name: string,
  categoryKey: string,
  more: { stock?: number; sales?: number } = {},
) {
  const categoryId = category[categoryKey] ?? 0;
  const [owner] = await t.db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  const [row] = await t.db
    .insert(products)
    .values({
      name,
      slug: `spelling-${key}`,
      categoryId,
      price: 100_000,
      stock: more.stock ?? null,
      salesCount: more.sales ?? 0,
      ...productSearchColumns(name, [owner?.name ?? '']),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('product not written');
  id[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(categories)
    .values([
      { name: 'گز', slug: 'spelling-gaz' },
      { name: 'سوهان و نبات', slug: 'spelling-sohan' },
      { name: 'نان', slug: 'spelling-bread' },
      { name: 'شیرینی', slug: 'spelling-sweets' },
    ])
    .returning({ id: categories.id });
  for (const [index, key] of ['gaz', 'sohan', 'bread', 'sweets'].entries()) {
    category[key] = rows[index]?.id ?? 0;
  }
  // Inserted oldest first: the newest of them are the last lines.
  await insertProduct('gazOut', 'گز لقمه‌ای پسته‌ای', 'gaz', { stock: 0, sales: 90 });
  await insertProduct('gazFlour', 'گز آردی بادامی', 'gaz', { stock: 4, sales: 10 });
  await insertProduct('gazCoin', 'گز سکه‌ای زعفرانی', 'gaz', { sales: 30 });
  await insertProduct('sohanHoney', 'سوهان عسلی', 'sohan', { sales: 20 });
  await insertProduct('sohanBite', 'سوهان لقمه‌ای', 'sohan', { stock: 0, sales: 50 });
  await insertProduct('nabat', 'نبات زعفرانی', 'sohan', { sales: 5 });
  await insertProduct('sangak', 'نان سنگک ساده', 'bread', { sales: 8 });
  await insertProduct('barbari', 'نان بربری', 'bread', { sales: 3 });
  await insertProduct('fava', 'باقلا پخته', 'sweets', { stock: 0, sales: 1 });
  await insertProduct('faveBox', 'باقلا پاک‌کرده', 'sweets', { sales: 2 });
  await insertProduct('baklava', 'باقلوا یزدی', 'sweets', { sales: 100 });
  await insertProduct('rosewater', 'گلاب قمصر', 'sweets', { sales: 7 });
  await insertProduct('smiley', 'بیسکویت شکلک', 'sweets', { sales: 60 });
  await insertProduct('chocolate', 'کیک شکلاتی', 'sweets', { sales: 6 });
});
afterAll(() => t.close());

async function search(body: SearchBody) {
  return okData(await t.call('POST', '/api/v1/products/search', { body }), searchResult);
}

const idsOf = (result: { results: { id: number }[] }) => result.results.map((p) => p.id);

async function suggest(name: string) {
  return okData(
    await t.call('POST', '/api/v1/products/search/fast', { body: { name } }),
    fastSearchResult,
  );
}

describe('a wrong or swapped letter is forgiven', () => {
  it('finds گز for «گذ», سوهان for «سوهن» and نان سنگک for «نان سنگگ», and says what it meant', async () => {
    const gaz = await search({ name: 'گذ' });
    expect(new Set(idsOf(gaz))).toEqual(new Set([id.gazOut, id.gazFlour, id.gazCoin]));
    expect(gaz.did_you_mean).toBe('گز');

    const sohan = await search({ name: 'سوهن' });
    // Both sohan are found, and so is nabat: its category is «سوهان و نبات».
    expect(new Set(idsOf(sohan))).toEqual(new Set([id.sohanHoney, id.sohanBite, id.nabat]));
    expect(sohan.did_you_mean).toBe('سوهان');
    // In stock, the names holding the word come before what holds it only in
    // its category; out of stock comes last.
    expect(idsOf(sohan)).toEqual([id.sohanHoney, id.nabat, id.sohanBite]);

    const sangak = await search({ name: 'نان سنگگ' });
    expect(idsOf(sangak)).toEqual([id.sangak]);
    expect(sangak.did_you_mean).toBe('نان سنگک');
  });

  it('names the spelling meant even when the count stops at its cap', async () => {
    const sohan = await searchProducts(t.db, { name: 'سوهن' }, { page: 1, limit: 5 }, 1);
    expect(sohan).toMatchObject({ count: 1, count_capped: true, did_you_mean: 'سوهان' });
  });

  it('forgives sound-alike letters in longer words as well: «صوحان», «ثوهان»', async () => {
    for (const name of ['صوحان', 'ثوهان', 'سوحان']) {
      const found = await search({ name });
      expect(idsOf(found), name).toContain(id.sohanHoney);
      expect(found.did_you_mean, name).toBe('سوهان');
    }
  });

  it('takes a word the catalogue holds as meant: «باقلا» is not widened to باقلوا', async () => {
    const fava = await search({ name: 'باقلا' });
    expect(idsOf(fava)).toEqual([id.faveBox, id.fava]);
    expect(fava.did_you_mean).toBeNull();
    expect(idsOf(await search({ name: 'باقلوا' }))).toEqual([id.baklava]);
  });

  it('lists what was found as typed first, then the close spellings, whatever the order', async () => {
    // «شکلا» is half of شکلاتی as typed, and one letter from شکلک, which sells more.
    for (const sort of [undefined, 'popular', 'cheapest'] as const) {
      const found = await search({ name: 'شکلا', sort });
      expect(idsOf(found), sort).toEqual([id.chocolate, id.smiley]);
      expect(found.did_you_mean).toBeNull();
    }
    expect(
      idsOf(await search({ name: 'شکلا', sort: 'popular', category: category.sweets })),
    ).toEqual([id.chocolate, id.smiley]);
  });

  it('keeps a two-letter word strict: «گل» is not «گز» or «گلاب», nor «زگ» «گز»', async () => {
    expect(idsOf(await search({ name: 'گل' }))).toEqual([]);
    expect(idsOf(await search({ name: 'گلاب' }))).toEqual([id.rosewater]);
    expect((await search({ name: 'زگ' })).count).toBe(0);
    expect((await search({ name: 'زگ' })).did_you_mean).toBeNull();
  });

  it('finds nothing, and suggests nothing, two letters away', async () => {
    const far = await search({ name: 'سهنا' });
    expect(far).toMatchObject({ count: 0, did_you_mean: null });
  });

  it('keeps the other filters: a close spelling outside the chosen category is not found', async () => {
    expect((await search({ name: 'سوهن', category: category.bread })).count).toBe(0);
    const inCategory = await search({ name: 'سوهن', category: category.sohan, is_exist: true });
    expect(new Set(idsOf(inCategory))).toEqual(new Set([id.sohanHoney, id.nabat]));
  });
});

describe('out-of-stock products come last', () => {
  it('in a name search, even when their name answers best and they sell most', async () => {
    const gaz = await search({ name: 'گز' });
    expect(idsOf(gaz).at(-1)).toBe(id.gazOut);
    for (const sort of ['popular', 'newest', 'cheapest', 'most_expensive'] as const) {
      // The short word is answered from product_words; the price floor sends it down the general path.
      expect(idsOf(await search({ name: 'گز', sort })).at(-1), sort).toBe(id.gazOut);
      expect(
        idsOf(await search({ name: 'گز', sort, price: { min: 0 } })).at(-1),
        `${sort}, general`,
      ).toBe(id.gazOut);
    }
  });

  it('across pages: the in-stock part runs out, then the out-of-stock part follows', async () => {
    const page = async (n: number) =>
      idsOf(
        okData(
          await t.call('POST', `/api/v1/products/search?page=${n}&limit=2`, {
            body: { name: 'گز', sort: 'popular' },
          }),
          searchResult,
        ),
      );
    expect([...(await page(1)), ...(await page(2))]).toEqual([id.gazCoin, id.gazFlour, id.gazOut]);
  });
});

describe('the header suggestions find what the search finds', () => {
  it('offers گز for «گذ», سوهان for «سوهن», with their categories', async () => {
    const gaz = await suggest('گذ');
    expect(gaz.products.map((p) => p.id)).toEqual([id.gazCoin, id.gazFlour, id.gazOut]);
    expect(gaz.categories.map((c) => c.id)).toEqual([category.gaz]);

    const sohan = await suggest('سوهن');
    expect(sohan.products.map((p) => p.id)).toEqual([id.sohanHoney, id.nabat, id.sohanBite]);
    expect(sohan.categories.map((c) => c.id)).toEqual([category.sohan]);

    const sangak = await suggest('نان سنگگ');
    expect(sangak.products.map((p) => p.id)).toEqual([id.sangak]);
  });

  it('puts what was found as typed first, out of stock last', async () => {
    const half = await suggest('شکلا');
    expect(half.products.map((p) => p.id)).toEqual([id.chocolate, id.smiley]);
    const gaz = await suggest('گز');
    expect(gaz.products.map((p) => p.id)).toEqual([id.gazCoin, id.gazFlour, id.gazOut]);
  });
});

describe('the vocabulary of close spellings', () => {
  it('learns the words of a new or renamed product, folded as the application folds them', async () => {
    await insertProduct('qottab', 'قطاب یزدی', 'sweets', { sales: 1 });
    expect(idsOf(await search({ name: 'غتاب' }))).toEqual([id.qottab]);

    await t.db
      .update(products)
      .set(productSearchColumns('پشمک زعفرانی', ['شیرینی']))
      .where(eq(products.id, id.qottab ?? 0));
    expect(idsOf(await search({ name: 'پشمگ' }))).toEqual([id.qottab]);

    const terms = await t.db.select().from(searchTerms);
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) expect(term.folded, term.word).toBe(foldSpelling(term.word));
    const [pashmak] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchTerms)
      .where(eq(searchTerms.word, 'پشمک'));
    expect(pashmak?.n).toBe(1);
  });
});
