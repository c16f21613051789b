import { and, count, eq, inArray } from 'drizzle-orm';
import type { Category } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { categories, products } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';

type CategoryRow = typeof categories.$inferSelect;

/**
 * The visible category tree, loaded whole: a shop has hundreds of categories at
 * most, so walking families in memory beats a recursive query per request.
 * A category is visible when it and all its ancestors are active.
 */
export type CategoryIndex = {
  byId: Map<number, CategoryRow>;
  /** Top-level categories in display order. */
  roots: CategoryRow[];
  childrenOf: (id: number) => CategoryRow[];
  /** The category and every visible descendant. */
  familyIds: (id: number) => number[];
  /** Depth-first, display order: parents before their children. */
  ordered: () => CategoryRow[];
};

const byDisplayOrder = (a: CategoryRow, b: CategoryRow) => a.position - b.position || a.id - b.id;

export async function loadCategoryIndex(db: Executor): Promise<CategoryIndex> {
  const rows = await db.select().from(categories);
  const all = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, CategoryRow[]>();
  const roots: CategoryRow[] = [];
  for (const row of rows) {
    // A dangling parent id would otherwise hide the category for good.
    const parent = row.parentId === null ? undefined : all.get(row.parentId);
    if (parent === undefined) roots.push(row);
    else children.set(parent.id, [...(children.get(parent.id) ?? []), row]);
  }

  const byId = new Map<number, CategoryRow>();
  const visibleChildren = new Map<number, CategoryRow[]>();
  const visit = (row: CategoryRow) => {
    byId.set(row.id, row);
    const kids = (children.get(row.id) ?? []).filter((kid) => kid.isActive).sort(byDisplayOrder);
    visibleChildren.set(row.id, kids);
    for (const kid of kids) visit(kid);
  };
  const visibleRoots = roots.filter((row) => row.isActive).sort(byDisplayOrder);
  for (const root of visibleRoots) visit(root);

  const childrenOf = (id: number) => visibleChildren.get(id) ?? [];
  const familyIds = (id: number): number[] => [
    id,
    ...childrenOf(id).flatMap((kid) => familyIds(kid.id)),
  ];
  const ordered = () => {
    const out: CategoryRow[] = [];
    const walk = (row: CategoryRow) => {
      out.push(row);
      for (const kid of childrenOf(row.id)) walk(kid);
    };
    for (const root of visibleRoots) walk(root);
    return out;
  };
  return { byId, roots: visibleRoots, childrenOf, familyIds, ordered };
}

export function requireCategory(index: CategoryIndex, id: number): CategoryRow {
  const row = index.byId.get(id);
  if (!row) throw ApiError.notFound();
  return row;
}

/** Listed products per category, each count including the category's whole family. */
export async function familyProductCounts(
  db: Executor,
  index: CategoryIndex,
): Promise<Map<number, number>> {
  const ids = [...index.byId.keys()];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(and(eq(products.isActive, true), inArray(products.categoryId, ids)))
    .groupBy(products.categoryId);
  const own = new Map(rows.map((row) => [row.categoryId, row.n]));
  const totals = new Map<number, number>();
  const total = (id: number): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const sum =
      (own.get(id) ?? 0) + index.childrenOf(id).reduce((acc, kid) => acc + total(kid.id), 0);
    totals.set(id, sum);
    return sum;
  };
  for (const id of ids) total(id);
  return totals;
}

export function toCategory(row: CategoryRow, counts: Map<number, number>): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    parent_id: row.parentId,
    base_category: row.isBase,
    step: row.step,
    product_count: counts.get(row.id) ?? 0,
  };
}
