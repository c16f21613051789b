import { and, inArray } from 'drizzle-orm';
import type { Category, CategoryTreeNode, CategoryWithProducts } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { familyProductCounts, loadCategoryIndex, toCategory } from './category-index';
import { isListed, productOrder, selectSummaries } from './product-query';
import { toProductSummary } from './product-summary';

export const CATEGORY_PRODUCTS_PER_CATEGORY = 8;

/** GET /categories: every visible category, parents before their children. */
export async function listAllCategories(db: Executor): Promise<Category[]> {
  const index = await loadCategoryIndex(db);
  const counts = await familyProductCounts(db, index);
  return index.ordered().map((row) => toCategory(row, counts));
}

/** GET /category/: the top-level categories only, for menus. */
export async function listTopCategories(db: Executor): Promise<Category[]> {
  const index = await loadCategoryIndex(db);
  const counts = await familyProductCounts(db, index);
  return index.roots.map((row) => toCategory(row, counts));
}

/** GET /app/categories: top-level categories with their direct sub-categories. */
export async function categoryTree(db: Executor): Promise<CategoryTreeNode[]> {
  const index = await loadCategoryIndex(db);
  const counts = await familyProductCounts(db, index);
  return index.roots.map((root) => ({
    ...toCategory(root, counts),
    children: index.childrenOf(root.id).map((kid) => toCategory(kid, counts)),
  }));
}

/** GET /category_products/: each top-level category with its best sellers (its whole family). */
export async function categoriesWithProducts(db: Executor): Promise<CategoryWithProducts[]> {
  const index = await loadCategoryIndex(db);
  const counts = await familyProductCounts(db, index);
  return Promise.all(
    index.roots.map(async (root) => {
      const rows = await selectSummaries(
        db,
        and(isListed, inArray(products.categoryId, index.familyIds(root.id))),
        productOrder.popular,
        CATEGORY_PRODUCTS_PER_CATEGORY,
      );
      return { ...toCategory(root, counts), products: rows.map(toProductSummary) };
    }),
  );
}
