import { FIRST_PAGE } from '@/lib/constants';

export const ORDERS_PATH = '/profile/orders';

/**
 * The confirmation a placed order lands on (cash and credit; a card order's
 * is the bank's return, /paid-order?fromOrder={id}). Under /order, so it is
 * protected as the order's own page is.
 */
export function orderPlacedPath(orderId: number): string {
  return `/order/${orderId}/placed`;
}

/** The list's address for a page; page 1 is the bare path, so it has one address only. */
export function ordersPagePath(page: number): string {
  return page > FIRST_PAGE ? `${ORDERS_PATH}?page=${page}` : ORDERS_PATH;
}

/** The page a query asks for: a positive whole number, else the first. */
export function readPage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,6}$/.test(text)) return FIRST_PAGE;
  const page = Number(text);
  return Math.max(page, FIRST_PAGE);
}
