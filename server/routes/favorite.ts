/**
 * Favourites (spec §7 "Customer": GET favorites, POST add/favorite,
 * POST delete/favorite, POST delete/favorites with product_id) under the
 * customer prefix /api/v1/app. Always the caller's own list: no call takes
 * another customer's id, so nobody else's favourites can be read or changed.
 */

import { favoriteCalls } from '@/lib/contract/calls/favorite';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import {
  addFavorite,
  listFavorites,
  removeFavorite,
  removeFavorites,
} from '@/server/services/favorite/favorites';

const messages = apiMessages.favorite;

export const favoriteRoutes: Call[] = [
  jsonCall(favoriteCalls.list, {
    access: 'customer',
    tag: 'favorite',
    summary: 'The caller’s favourites, newest first, and every favourite’s product id',
    description:
      'Paged (page, limit=20). Products taken off sale drop out of the list. `product_ids` lists all of them at once, so cards can show their hearts without paging.',
    handler: async ({ db, caller, query }) => ({
      data: await listFavorites(db, caller.customerId, query),
      msg: messages.listed,
    }),
  }),
  jsonCall(favoriteCalls.add, {
    access: 'customer',
    tag: 'favorite',
    summary: 'Add a product to the caller’s favourites (a repeat changes nothing)',
    description:
      'A missing or unlisted product is a 404. Adding one already there, or two adds at once, leaves one row. At most 500 favourites.',
    handler: async ({ db, caller, body }) => ({
      data: await addFavorite(db, caller.customerId, body.product_id),
      msg: messages.added,
    }),
  }),
  jsonCall(favoriteCalls.remove, {
    access: 'customer',
    tag: 'favorite',
    summary: 'Remove a product from the caller’s favourites (not there is done too)',
    handler: async ({ db, caller, body }) => ({
      data: await removeFavorite(db, caller.customerId, body.product_id),
      msg: messages.removed,
    }),
  }),
  jsonCall(favoriteCalls.removeMany, {
    access: 'customer',
    tag: 'favorite',
    summary: 'Remove one product or a list of them from the caller’s favourites',
    description:
      '`product_id` is an id or a list of ids (at most 500). Answers the ids removed and the favourites left.',
    handler: async ({ db, caller, body }) => {
      const ids = Array.isArray(body.product_id) ? body.product_id : [body.product_id];
      const result = await removeFavorites(db, caller.customerId, [...new Set(ids)]);
      return {
        data: result,
        msg: fillMessage(messages.removedMany, { count: result.removed.length }),
      };
    },
  }),
];
