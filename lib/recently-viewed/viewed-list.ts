import { RECENTLY_VIEWED_MAX } from '@/lib/contract/recently-viewed-limit';

/** The largest id PostgreSQL's integer holds: anything above names no product. */
const MAX_ID = 2_147_483_647;

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;
}

/** A list as the browser keeps it: product ids, newest first, each once, at most RECENTLY_VIEWED_MAX. */
export function viewedList(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isProductId))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list after opening a product: it comes first, wherever it was, and the oldest beyond the cap goes. */
export function withViewed(list: readonly number[], productId: number): number[] {
  return viewedList([productId, ...list]);
}

/**
 * The list stored as text. Storage can hold anything (an older shape, another
 * script's value, a hand edit): what is not a list of product ids reads as no
 * list, and stray entries in a list are dropped.
 */
export function parseViewedList(stored: string | null): number[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? viewedList(value) : [];
  } catch {
    return [];
  }
}
