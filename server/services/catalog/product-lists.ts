import { and, inArray, type SQL } from 'drizzle-orm';
import type { ProductList, ProductListType, SearchSort } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { loadCategoryIndex, requireCategory } from './category-index';
import {
  isDiscounted,
  isListed,
  isReservable,
  pagedProductList,
  productOrder,
} from './product-query';

export type ProductListRequest = {
  type: ProductListType;
  category?: number;
  sort?: SearchSort;
  page: number;
  limit: number;
};

async function listFilter(db: Executor, request: ProductListRequest): Promise<SQL | undefined> {
  switch (request.type) {
    case 'category': {
      const index = await loadCategoryIndex(db);
      // The contract refuses type=category without an id; the 404 covers unknown or hidden ones.
      const category = requireCategory(index, request.category ?? 0);
      return and(isListed, inArray(products.categoryId, index.familyIds(category.id)));
    }
    case 'discount':
      return and(isListed, isDiscounted);
    case 'reservable':
      return and(isListed, isReservable);
    case 'newest':
    case 'popular':
      return isListed;
  }
}

const listOrder: Record<ProductListType, SQL[]> = {
  category: productOrder.popular,
  discount: productOrder.discount,
  newest: productOrder.newest,
  popular: productOrder.popular,
  reservable: productOrder.newest,
};

/** GET /products?type=…: one page of a product list (out of stock last) and its exact size. */
export async function listProducts(
  db: Executor,
  request: ProductListRequest,
): Promise<ProductList> {
  const where = await listFilter(db, request);
  const { page, limit } = request;
  const order = request.sort ? productOrder[request.sort] : listOrder[request.type];
  return pagedProductList(db, where, order, page, limit);
}
