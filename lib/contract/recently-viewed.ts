import { z } from 'zod';
import { productSummary } from './catalog';
import { RECENTLY_VIEWED_MAX } from './recently-viewed-limit';

/**
 * A product id in a JSON body: a whole number as JSON writes it. Not the query
 * strings' coercing idParam, which would read `true` as product 1.
 */
const productId = z.number().int().positive().max(2_147_483_647);

/**
 * POST recently-viewed: the products opened, newest first (one for a page just
 * opened, the browser's whole list at login). Repeats are folded by the server.
 */
export const recentlyViewedBody = z.object({
  product_ids: z.array(productId).min(1).max(RECENTLY_VIEWED_MAX),
});

/** `?ids=3,1,2`: the products of a guest's browser list, in its order. */
export const productsByIdsQuery = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .filter((part) => part !== '')
        .map(Number),
    )
    .pipe(z.array(productId).min(1).max(RECENTLY_VIEWED_MAX)),
});

/** Product cards in the order they were asked for or viewed (newest first); unlisted ones left out. */
export const productCards = z.object({ results: z.array(productSummary) });
export type ProductCards = z.infer<typeof productCards>;
