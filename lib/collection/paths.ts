import { FIRST_PAGE } from '@/lib/constants';

export const COLLECTIONS_PATH = '/profile/collection-requests';

/** The request form for a collection product. */
export function newCollectionPath(productId: number): string {
  return `${COLLECTIONS_PATH}/new?product=${productId}`;
}

/** The list's address for a page; page 1 is the bare path. */
export function collectionsPagePath(page: number): string {
  return page > FIRST_PAGE ? `${COLLECTIONS_PATH}?page=${page}` : COLLECTIONS_PATH;
}
