/**
 * «بازدیدهای اخیر»: the last products a visitor opened. A guest's list lives in
 * their browser and is drawn from the public products/by-ids; a customer's is
 * kept here, under the customer prefix, always the caller's own: no call takes
 * another customer's id. One POST serves a page just opened and the browser's
 * list merged at login.
 */

import { LISTINGS_TAG } from '@/lib/api/cache-tags';
import { recentlyViewedCalls } from '@/lib/contract/calls/recently-viewed';
import { RECENTLY_VIEWED_MAX } from '@/lib/contract/recently-viewed-limit';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { productsByIds } from '@/server/services/recently-viewed/products-by-ids';
import {
  clearRecentlyViewed,
  listRecentlyViewed,
  recordViews,
} from '@/server/services/recently-viewed/recently-viewed';

const messages = apiMessages.recentlyViewed;

export const recentlyViewedRoutes: Call[] = [
  jsonCall(recentlyViewedCalls.productsByIds, {
    access: 'none',
    // Any product's price or stock change revalidates the listings: these cards carry both.
    shared: { tags: () => [LISTINGS_TAG] },
    tag: 'catalog',
    chosen: true,
    summary: 'Product cards for a list of ids, in the order asked (a guest’s recently viewed)',
    description: `\`ids\` is a comma list of 1–${RECENTLY_VIEWED_MAX} product ids. Each product comes once, in the order asked; missing and unlisted ones are left out, not refused.`,
    handler: async ({ db, query }) => ({ data: await productsByIds(db, query.ids) }),
  }),
  jsonCall(recentlyViewedCalls.list, {
    access: 'customer',
    tag: 'recently-viewed',
    chosen: true,
    summary: 'The caller’s recently viewed products, newest first',
    description: `At most ${RECENTLY_VIEWED_MAX}; products taken off sale are left out.`,
    handler: async ({ db, caller }) => ({
      data: await listRecentlyViewed(db, caller.customerId),
      msg: messages.listed,
    }),
  }),
  jsonCall(recentlyViewedCalls.record, {
    access: 'customer',
    tag: 'recently-viewed',
    chosen: true,
    summary: 'Record products the caller opened (newest first); answers the list',
    description: `\`product_ids\`: 1–${RECENTLY_VIEWED_MAX} ids, newest first (one page just opened, or the browser’s list at login); repeats count once. Each moves to the front in that order; ids of missing or unlisted products are skipped. Only the ${RECENTLY_VIEWED_MAX} newest are kept, whatever the number of simultaneous calls.`,
    handler: async ({ db, caller, body }) => ({
      data: await recordViews(db, caller.customerId, body.product_ids),
      msg: messages.recorded,
    }),
  }),
  jsonCall(recentlyViewedCalls.clear, {
    access: 'customer',
    tag: 'recently-viewed',
    chosen: true,
    summary: 'Empty the caller’s recently viewed products',
    handler: async ({ db, caller }) => ({
      data: await clearRecentlyViewed(db, caller.customerId),
      msg: messages.cleared,
    }),
  }),
];
