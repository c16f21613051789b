/**
 * The tags the catalogue's cached calls carry. Anything that changes what a
 * customer sees in the catalogue (a price, stock, a new comment, a category)
 * revalidates one of these (server/services/catalog/revalidate-products.ts), so pages built from the
 * cache stop showing the old value. Kept free of imports so the API's services
 * can share it with the storefront.
 */

/** Every cached catalogue call: revalidate it to refresh the whole catalogue. */
export const CATALOG_TAG = 'catalog';

/** The app configuration (price range, palette, skeleton type). */
export const CONFIG_TAG = 'config';

/** The home page's sections. */
export const HOME_TAG = 'home';

/** Search results and product lists, which any product change can reorder. */
export const LISTINGS_TAG = 'listings';

/** The category list and tree. */
export const CATEGORIES_TAG = 'categories';

/** One product's page data: detail, SEO fields, comments. */
export function productTag(id: number): string {
  return `product:${id}`;
}

/** One category's product list. */
export function categoryTag(id: number): string {
  return `category:${id}`;
}

/** One pack (poster). */
export function posterTag(id: number): string {
  return `poster:${id}`;
}

/**
 * The tags to revalidate when a product's price or stock changes: its own page,
 * its category's list, and every list or home section it may appear in.
 */
export function tagsForProductChange(productId: number, categoryId?: number): string[] {
  const tags = [productTag(productId), LISTINGS_TAG, HOME_TAG];
  if (categoryId !== undefined) tags.push(categoryTag(categoryId));
  return tags;
}

/** Seconds a cached catalogue answer is served before it is refreshed in the background. */
export const CATALOG_REVALIDATE_SECONDS = 300;
