/**
 * The server cart (spec §7 "Customer": cart calls; paths chosen under /api/v1/app).
 *
 * | Call | data |
 * |---|---|
 * | GET  /api/v1/app/cart | Cart |
 * | POST /api/v1/app/cart/add {product_id, count=1, toppings?} | Cart |
 * | POST /api/v1/app/cart/update {product_id, count, toppings?} | Cart (count 0 deletes the line) |
 * | POST /api/v1/app/cart/remove {product_id} | Cart (one unit fewer; a line at 1 is deleted) |
 * | POST /api/v1/app/cart/clear | Cart (empty) |
 * | POST /api/v1/app/cart/add/package {products} | Cart |
 * | POST /api/v1/app/cart/merge {items} | Cart |
 *
 * - Customer tokens only: none 401, guest or staff 403.
 * - One line per product. Toppings must be the product's own, each at most its
 *   max_count; anything else is a 400 saying which.
 * - add and update above the stock on hand (null stock is untracked) or the
 *   product's order_limit are a 400 naming the product and the limit; an
 *   unlisted or unknown product is a 404; remove of a product not in the cart is a 404.
 * - add/package adds one unit of each pack product whose order_limit is above
 *   zero or null, skipping those that cannot take one more unit.
 * - merge (the browser cart after login) adds each line's count, capped by stock
 *   and order_limit, and skips products that are gone or out of stock.
 * - Prices are the server's, computed at every answer.
 */
import { Hono } from 'hono';
import {
  cartAddBody,
  cartMergeBody,
  cartPackageBody,
  cartRemoveBody,
  cartUpdateBody,
} from '@/lib/contract/cart';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { requireCustomer } from '@/server/http/require-caller';
import { parseJson } from '@/server/http/validate';
import {
  addPackage,
  addToCart,
  clearCart,
  getCart,
  mergeCart,
  removeFromCart,
  updateCart,
} from '@/server/services/cart/cart';
import { privateNoStore } from './customer';

const messages = apiMessages.cart;

export const cartRoutes = new Hono<AppEnv>();

cartRoutes.get('/v1/app/cart', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok(c, await getCart(c.var.db, customerId), messages.loaded);
});

cartRoutes.post('/v1/app/cart/add', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, cartAddBody);
  return ok(c, await addToCart(c.var.db, customerId, body), messages.added);
});

cartRoutes.post('/v1/app/cart/update', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, cartUpdateBody);
  return ok(c, await updateCart(c.var.db, customerId, body), messages.updated);
});

cartRoutes.post('/v1/app/cart/remove', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const { product_id } = await parseJson(c, cartRemoveBody);
  return ok(c, await removeFromCart(c.var.db, customerId, product_id), messages.removed);
});

cartRoutes.post('/v1/app/cart/clear', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok(c, await clearCart(c.var.db, customerId), messages.cleared);
});

cartRoutes.post('/v1/app/cart/add/package', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const { products } = await parseJson(c, cartPackageBody);
  return ok(c, await addPackage(c.var.db, customerId, products), messages.packageAdded);
});

cartRoutes.post('/v1/app/cart/merge', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, cartMergeBody);
  return ok(c, await mergeCart(c.var.db, customerId, body), messages.merged);
});
