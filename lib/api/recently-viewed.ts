import { recentlyViewedCalls } from '@/lib/contract/calls/recently-viewed';
import { receive, send } from './client';

/* ───────── «بازدیدهای اخیر» ───────── */

/** A guest's browser list drawn as cards, through the public call every visitor shares. */
export function fetchProductsByIds(ids: readonly number[], signal?: AbortSignal) {
  return receive(recentlyViewedCalls.productsByIds, { query: { ids: ids.join(',') } }, { signal });
}

export function fetchRecentlyViewed(signal?: AbortSignal) {
  return receive(recentlyViewedCalls.list, {}, { signal });
}

/** Products opened, newest first: one page just opened, or the browser's list at login. */
export function recordViews(productIds: number[]) {
  return send(recentlyViewedCalls.record, { body: { product_ids: productIds } });
}

export function clearRecentlyViewed() {
  return send(recentlyViewedCalls.clear, {});
}
