import {
  favoriteBody,
  favoriteList,
  favoriteResult,
  favoritesDeleteBody,
  favoritesDeleteResult,
  favoritesQuery,
} from '@/lib/contract/favorite';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The favorite calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const favoriteCalls = {
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/favorites`,
    query: favoritesQuery,
    response: favoriteList,
  }),
  add: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/add/favorite`,
    body: favoriteBody,
    response: favoriteResult,
  }),
  remove: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/delete/favorite`,
    body: favoriteBody,
    response: favoriteResult,
  }),
  removeMany: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/delete/favorites`,
    body: favoritesDeleteBody,
    response: favoritesDeleteResult,
  }),
};
