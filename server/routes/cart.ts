/**
 * The server cart (spec §7 "Customer": cart calls, under the customer prefix
 * the project chose). One line per product; prices are the server's, computed
 * at every answer.
 */

import { cartCalls } from '@/lib/contract/calls/cart';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import {
  addPackage,
  addToCart,
  clearCart,
  getCart,
  mergeCart,
  removeFromCart,
  updateCart,
} from '@/server/services/cart/cart';

const messages = apiMessages.cart;

const LIMITS =
  'Toppings must be the product’s own, each at most its max_count; a count above the stock on hand (null stock is untracked) or the product’s order_limit is a 400 naming the product and the limit; an unlisted or unknown product is a 404.';

export const cartRoutes: Call[] = [
  jsonCall(cartCalls.get, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary: 'The caller’s server cart, priced now',
    handler: async ({ db, caller }) => ({
      data: await getCart(db, caller.customerId),
      msg: messages.loaded,
    }),
  }),
  jsonCall(cartCalls.add, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary:
      'Add units to a product’s line (toppings, when sent, replace the line’s); above stock or order_limit is a 400',
    description: `Takes \`{product_id, count, toppings}\` or the spec’s cart item \`{product: {id}, count, toppings}\`. ${LIMITS}`,
    handler: async ({ db, caller, body }) => ({
      data: await addToCart(db, caller.customerId, body),
      msg: messages.added,
    }),
  }),
  jsonCall(cartCalls.update, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary: 'Set a line’s count (0 deletes it) and, when sent, its toppings',
    description: LIMITS,
    handler: async ({ db, caller, body }) => ({
      data: await updateCart(db, caller.customerId, body),
      msg: messages.updated,
    }),
  }),
  jsonCall(cartCalls.remove, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary: 'One unit fewer; a line at 1 is deleted',
    description: 'A product not in the cart is a 404.',
    handler: async ({ db, caller, body }) => ({
      data: await removeFromCart(db, caller.customerId, body.product_id),
      msg: messages.removed,
    }),
  }),
  jsonCall(cartCalls.clear, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary: 'Empty the cart',
    handler: async ({ db, caller }) => ({
      data: await clearCart(db, caller.customerId),
      msg: messages.cleared,
    }),
  }),
  jsonCall(cartCalls.addPackage, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary: 'One unit of each pack product whose order_limit is above zero or null',
    description: 'Products that cannot take one more unit are skipped.',
    handler: async ({ db, caller, body }) => ({
      data: await addPackage(db, caller.customerId, body.products),
      msg: messages.packageAdded,
    }),
  }),
  jsonCall(cartCalls.merge, {
    access: 'customer',
    tag: 'cart',
    chosen: true,
    summary:
      'Add the browser cart after login: counts capped by stock and order_limit, stale lines skipped',
    description:
      'Each line’s count is added to the server line, capped by stock and order_limit; products that are gone or out of stock are skipped, not refused, so one stale line never loses the rest. `changes` lists each line taken at fewer units than asked (count 0: left out), with the reason and a Persian `msg` to show the customer.',
    handler: async ({ db, caller, body }) => {
      const merged = await mergeCart(db, caller.customerId, body);
      return {
        data: merged,
        msg: merged.changes.length > 0 ? messages.mergedChanged : messages.merged,
      };
    },
  }),
];
