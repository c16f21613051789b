import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { productSearchColumns } from '@/lib/text/normalize-search';
import type { Subject } from '@/server/images';
import type { Executor } from '../database';
import {
  categories,
  productPropertyValues,
  products,
  reservationWindows,
  toppings,
} from '../schema';
import { BATCH_SIZE, chunks, inBatches } from './batch';
import { withIndexesDeferred } from './bulk-indexes';
import { categoryPicture } from './categories';
import { reserveIds } from './ids';
import { GENERATED_PRODUCT_COUNT, generateProducts, type ProductDraft } from './product-generator';
import { loadPropertyValueIds, type PropertyValueIds, valueKey } from './properties';

export type CategoryInfo = { id: number; name: string; parentName: string | null };

export type CatalogueContext = {
  categories: Map<string, CategoryInfo>;
  valueIds: PropertyValueIds;
  now: Date;
};

const MINUTE = 60_000;

/** The product's pictures, of what its category sells (a pizza for a pizza). */
export function productImages(subject: Subject, id: number, count: number): string[] {
  return Array.from({ length: count }, (_, n) => `/images/products/${subject}-${id}-${n + 1}.svg`);
}

/** Demo products spread over the last weeks; later top-ups are newer. */
function createdAt(index: number, now: Date): Date {
  const minutesAgo = index < GENERATED_PRODUCT_COUNT ? (GENERATED_PRODUCT_COUNT - index) * 97 : 0;
  return new Date(now.getTime() - minutesAgo * MINUTE - (index % 1000) * 1000);
}

/** The product's search columns: its name, then its category, properties and keywords. */
export function searchColumnsOf(
  draft: ProductDraft,
  category: CategoryInfo,
): { searchName: string; searchText: string } {
  return productSearchColumns(draft.name, [
    category.name,
    category.parentName ?? '',
    ...draft.values.map((ref) => ref.value),
    ...draft.keywords,
  ]);
}

/** Inserts products with their property links, toppings and reservation windows; answers their ids in order. */
export async function insertProducts(
  db: Executor,
  drafts: readonly ProductDraft[],
  context: CatalogueContext,
): Promise<number[]> {
  const allIds: number[] = [];
  for (const chunk of chunks(drafts, BATCH_SIZE)) {
    const ids = await reserveIds(db, 'products', chunk.length);
    const productRows = chunk.map((draft, i) => {
      const id = ids[i];
      const category = context.categories.get(draft.categorySlug);
      if (id === undefined || !category) {
        throw new Error(`cannot place product ${draft.name} (category ${draft.categorySlug})`);
      }
      const at = createdAt(draft.index, context.now);
      return {
        id,
        name: draft.name,
        slug: draft.slug,
        description: draft.description,
        categoryId: category.id,
        price: draft.price,
        discountPrice: draft.discountPrice,
        stock: draft.stock,
        orderLimit: draft.orderLimit,
        images: productImages(categoryPicture(draft.categorySlug), id, draft.imageCount),
        extra: draft.extra,
        scoreFactor: draft.scoreFactor,
        salesCount: draft.salesCount,
        ...searchColumnsOf(draft, category),
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(products).values(productRows);

    const links: { productId: number; valueId: number }[] = [];
    const toppingRows: (typeof toppings.$inferInsert)[] = [];
    const windowRows: (typeof reservationWindows.$inferInsert)[] = [];
    chunk.forEach((draft, i) => {
      const productId = ids[i];
      if (productId === undefined) return;
      const seen = new Set<number>();
      for (const ref of draft.values) {
        const valueId = context.valueIds.get(valueKey(ref));
        if (valueId === undefined)
          throw new Error(`property value ${valueKey(ref)} was not seeded`);
        if (seen.has(valueId)) continue;
        seen.add(valueId);
        links.push({ productId, valueId });
      }
      for (const topping of draft.toppings) toppingRows.push({ productId, ...topping });
      for (const window of draft.windows) windowRows.push({ productId, ...window });
    });
    // Two columns per row: larger batches stay well under the parameter limit.
    await inBatches(links, (rows) => db.insert(productPropertyValues).values(rows), 2000);
    await inBatches(toppingRows, (rows) => db.insert(toppings).values(rows));
    await inBatches(windowRows, (rows) => db.insert(reservationWindows).values(rows));
    allIds.push(...ids);
  }
  return allIds;
}

/** Category names and property value ids as the database holds them, for a top-up run. */
export async function loadCatalogueContext(db: Executor, now: Date): Promise<CatalogueContext> {
  const parent = alias(categories, 'parent');
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      parentName: parent.name,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId));
  return {
    categories: new Map(
      rows.map((row) => [row.slug, { id: row.id, name: row.name, parentName: row.parentName }]),
    ),
    valueIds: await loadPropertyValueIds(db),
    now,
  };
}

const TOP_UP_CHUNK = 2000;
/** From this many new products on, rebuilding the indexes beats maintaining them. */
const DEFER_INDEXES_FROM = 10_000;

/** Adds generated products number `from` … `to − 1`, a chunk at a time to keep memory flat. */
export async function addGeneratedProducts(
  db: Executor,
  from: number,
  to: number,
  context: CatalogueContext,
): Promise<void> {
  const load = async () => {
    for (let start = from; start < to; start += TOP_UP_CHUNK) {
      await insertProducts(
        db,
        generateProducts(start, Math.min(to, start + TOP_UP_CHUNK)),
        context,
      );
    }
  };
  if (to - from < DEFER_INDEXES_FROM) return load();
  await withIndexesDeferred(db, ['products', 'product_words', 'product_property_values'], load);
}
