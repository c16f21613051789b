import { z } from 'zod';
import { productSummary } from './catalog';
import { idParam, limitQuery, paged, pageQuery } from './common';

/** A customer keeps at most this many favourites; the list carries all their ids for the hearts. */
export const MAX_FAVORITES = 500;

export const favoritesQuery = z.object({ page: pageQuery, limit: limitQuery(20) });

/** POST add/favorite and delete/favorite: one product. */
export const favoriteBody = z.object({ product_id: idParam });

/** POST delete/favorites: one product or a list of them at once. */
export const favoritesDeleteBody = z.object({
  product_id: z.union([idParam, z.array(idParam).min(1).max(MAX_FAVORITES)]),
});

export const favoriteItem = productSummary.extend({ favorited_at: z.string() });

export const favoriteList = paged(favoriteItem).extend({
  /** Every favourite's product id (newest first), so cards can mark their hearts. */
  product_ids: z.array(z.number().int()),
});
export type FavoriteList = z.infer<typeof favoriteList>;

export const favoriteResult = z.object({
  product_id: z.number().int(),
  is_favorite: z.boolean(),
});
export type FavoriteResult = z.infer<typeof favoriteResult>;

export const favoritesDeleteResult = z.object({
  /** The ids that were favourites and are not any more. */
  removed: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
});
