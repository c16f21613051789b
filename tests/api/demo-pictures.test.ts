import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@/lib/text/normalize-search';
import { banners, categories, posterItems, posters, products } from '@/server/db/schema';
import { seedDemo } from '@/server/db/seed';
import { renderImage, type Subject } from '@/server/images';
import { createTestDb, type TestDb } from '../helpers/test-db';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await seedDemo(t.db);
});
afterAll(() => t.close());

/** What an image address draws, read from the SVG itself (each subject marks its group). */
function drawnSubjects(address: string): string[] {
  const [, kind, file] = /^\/images\/([a-z]+)\/(.+)$/.exec(address) ?? [];
  const svg = kind && file ? renderImage(kind, file) : null;
  if (svg === null) throw new Error(`${address} draws nothing`);
  return [...svg.matchAll(/data-subject="([a-z-]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * What a Persian name says a thing is, written independently of the seed's
 * tables: the word that names it, and the picture it must have.
 */
const KINDS: [word: string, subject: Subject][] = [
  ['پیتزا', 'pizza'],
  ['گز', 'gaz'],
  ['بستنی', 'ice-cream'],
  ['کیک', 'cake'],
  ['پنیر', 'cheese'],
  ['قهوه', 'coffee'],
  ['برگر', 'burger'],
  ['هدیه', 'gift'],
];

function expectedFor(name: string): Subject | undefined {
  const first = normalizeSearchText(name).split(' ')[0];
  return KINDS.find(([word]) => first === normalizeSearchText(word))?.[1];
}

describe('demo pictures show what they are of', () => {
  it('draws every product as what its name says, and as its category otherwise', async () => {
    const rows = await t.db
      .select({ name: products.name, images: products.images, category: categories.image })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const named = new Map<Subject, number>();
    for (const row of rows) {
      const [category] = drawnSubjects(row.category ?? '');
      for (const image of row.images) {
        expect(drawnSubjects(image), `${row.name}: ${image}`).toEqual([category]);
      }
      const expected = expectedFor(row.name);
      if (expected) {
        expect(drawnSubjects(row.images[0] ?? ''), row.name).toEqual([expected]);
        named.set(expected, (named.get(expected) ?? 0) + 1);
      }
    }
    // The check above met pizzas and gaz, and most other kinds.
    expect(named.get('pizza')).toBeGreaterThan(3);
    expect(named.get('gaz')).toBeGreaterThan(3);
    expect(named.size).toBeGreaterThanOrEqual(6);
  });

  it('draws each category as what it sells', async () => {
    const rows = await t.db
      .select({ name: categories.name, image: categories.image })
      .from(categories);
    const byName = new Map(rows.map((row) => [row.name, drawnSubjects(row.image ?? '')]));
    expect(byName.get('پیتزا')).toEqual(['pizza']);
    expect(byName.get('گز')).toEqual(['gaz']);
    expect(byName.get('بستنی')).toEqual(['ice-cream']);
    expect(byName.get('نان تازه')).toEqual(['bread']);
    expect(byName.get('نوشیدنی سرد')).toEqual(['cold-drink']);
    expect(byName.get('جعبه‌های هدیه')).toEqual(['gift']);
    for (const [name, subjects] of byName) expect(subjects, name).toHaveLength(1);
  });

  it('draws each banner as what its title offers', async () => {
    const rows = await t.db.select({ title: banners.title, image: banners.image }).from(banners);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const subjects = new Set(drawnSubjects(row.image));
      expect(subjects.size, row.title).toBe(1);
      const [subject] = subjects;
      if (row.title.includes('گز')) expect(subject).toBe('gaz');
      if (row.title.includes('پیتزا')) expect(subject).toBe('pizza');
      if (row.title.includes('کیک')) expect(subject).toBe('cake');
      if (row.title.includes('هدیه')) expect(subject).toBe('gift');
    }
  });

  it('draws each pack as the kinds of its products, in order', async () => {
    const rows = await t.db
      .select({
        poster: posters.id,
        title: posters.title,
        image: posters.image,
        product: products.images,
      })
      .from(posterItems)
      .innerJoin(posters, eq(posters.id, posterItems.posterId))
      .innerJoin(products, eq(products.id, posterItems.productId))
      .orderBy(asc(posterItems.posterId), asc(posterItems.position));
    const packs = new Map<number, { title: string; image: string; kinds: string[] }>();
    for (const row of rows) {
      const pack = packs.get(row.poster) ?? {
        title: row.title,
        image: row.image ?? '',
        kinds: [] as string[],
      };
      pack.kinds.push(drawnSubjects(row.product[0] ?? '')[0] ?? '');
      packs.set(row.poster, pack);
    }
    expect(packs.size).toBeGreaterThanOrEqual(4);
    for (const pack of packs.values()) {
      expect(drawnSubjects(pack.image), pack.title).toEqual(pack.kinds);
    }
  });

  it('re-addresses the pictures of a shop seeded before addresses named their subject', async () => {
    const before = {
      products: await t.db.select({ id: products.id, images: products.images }).from(products),
      categories: await t.db
        .select({ id: categories.id, image: categories.image })
        .from(categories),
      banners: await t.db.select({ id: banners.id, image: banners.image }).from(banners),
      posters: await t.db.select({ id: posters.id, image: posters.image }).from(posters),
    };
    // The former seed's addresses: the id alone.
    await t.db.execute(sql`
      update products set images = (
        select jsonb_agg(regexp_replace(img, '^/images/products/[a-z-]+-', '/images/products/') order by n)
          from jsonb_array_elements_text(images) with ordinality as i(img, n))`);
    await t.db.execute(sql`update categories set image = '/images/categories/' || id || '.svg'`);
    await t.db.execute(sql`update banners set image = '/images/banners/' || id || '.svg'`);
    await t.db.execute(sql`update posters set image = '/images/posters/' || id || '.svg'`);
    expect(renderImage('categories', `${before.categories[0]?.id}.svg`)).toBeNull();

    expect((await seedDemo(t.db)).seeded).toBe(false);
    const after = {
      products: await t.db.select({ id: products.id, images: products.images }).from(products),
      categories: await t.db
        .select({ id: categories.id, image: categories.image })
        .from(categories),
      banners: await t.db.select({ id: banners.id, image: banners.image }).from(banners),
      posters: await t.db.select({ id: posters.id, image: posters.image }).from(posters),
    };
    const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(after.products)).toEqual(byId(before.products));
    expect(byId(after.categories)).toEqual(byId(before.categories));
    expect(byId(after.banners)).toEqual(byId(before.banners));
    expect(byId(after.posters)).toEqual(byId(before.posters));
  });
});
