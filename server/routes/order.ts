/**
 * Orders (spec §7 "Orders and payment" and "Customer": orders). Customer tokens
 * only: none 401, guest or staff 403; another customer's order or address is a
 * 404, as if it did not exist. Payments live in the payment routes.
 *
 * | Call | data |
 * |---|---|
 * | POST /api/v1/order/price/ | PriceResult (nothing written) |
 * | POST /api/v1/order/submit/?reserve_date&reserve_time\|start_time&end_time (Idempotency-Key) | SubmitResult |
 * | POST /api/v1/order/submit/bulk/residue {order_id} (Idempotency-Key) | SubmitResult |
 * | POST /api/v1/orders/primary_product {limit} | PrimaryProduct[] |
 * | POST /api/v1/order/{id}/edit | Order |
 * | POST /api/v1/order/{id}/rate/create {star=3, comment} | Order |
 * | GET  /api/v1/app/orders?page&limit&status&sort | OrderPage |
 * | GET  /api/v1/app/order/{id} | Order |
 * | POST /api/v1/app/order/{id}/status/ {status} | Order |
 *
 * - Price and submit read the body's products or, without them, the cart. Unit
 *   price is the product's final_price plus its toppings; shipping comes from the
 *   address's zone (0 for pickup, and in a quote while no address is chosen);
 *   the coupon counts only with use_coupon true; price = items − discount +
 *   shipping, never below 0. A client-sent shipping_price is ignored.
 * - Submit writes the whole order or nothing, in one transaction: each line's
 *   stock by a conditional UPDATE (a shortage is a 400 naming the product), the
 *   coupon row locked and checked again before its use is counted, and the
 *   delivery window (zone_time_id with reserve_date, or start_time/end_time, or
 *   reserve_time) must be one the address's zone offers, with its capacity
 *   counted under a lock on the window. Pickup needs a day (today to 30 days on,
 *   not a holiday, not past) and a time. Lines from the cart empty it.
 * - Idempotency-Key (8–64 of [A-Za-z0-9_-]): a repeat, even a simultaneous one,
 *   answers the first order (200, same order_id) and writes nothing.
 * - is_bulk lifts order_limit (stock still applies). A bulk order's residue is
 *   the lines left in the cart (those its explicit products did not take),
 *   ordered as a follow-up of the caller's own bulk order before it is sent:
 *   same delivery type, address, day and times, no shipping, no window place of
 *   its own, no coupon, bulk itself; the cart is emptied.
 * - primary_product: the caller's most ordered listed products (units in orders
 *   not cancelled), most units first.
 * - Edit: only while the order is created and unpaid: description, hand-over
 *   time (a window of the address's zone with room; for pickup a new day),
 *   delivery address (the window must still serve it) and lines (priced again,
 *   stock moved by the difference); a coupon keeps applying with its minimum
 *   price checked again. All in one transaction.
 * - Status: a customer may only cancel a created order (→ canceled) and
 *   re-request a canceled one (→ created); any other move is a 400 saying why.
 *   Cancelling gives back stock, the coupon use and the window place, and a paid
 *   order's price as account credit; re-requesting takes them again or fails
 *   changing nothing. Staff moves are in the staff routes; both use one state machine.
 * - Rating: once per order, only completed (delivered) orders, star 1–5 (default 3).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  idempotencyKey,
  orderEditBody,
  orderIdParams,
  orderRateBody,
  orderStatusBody,
  ordersQuery,
  priceBody,
  primaryProductsBody,
  residueBody,
  submitBody,
  submitQuery,
} from '@/lib/contract/order';
import { ApiError } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { apiMessages } from '@/server/http/messages';
import { requireCustomer } from '@/server/http/require-caller';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
import { changeOwnOrderStatus } from '@/server/services/order/customer-status';
import { editOrder } from '@/server/services/order/edit';
import { getOwnOrder, listOrders } from '@/server/services/order/orders';
import { quoteOrder } from '@/server/services/order/pricing';
import { primaryProducts } from '@/server/services/order/primary-products';
import { rateOrder } from '@/server/services/order/rate';
import { submitResidue } from '@/server/services/order/residue';
import { submitOrder } from '@/server/services/order/submit';
import { privateNoStore } from './customer';

const messages = apiMessages.order;

/** The Idempotency-Key header, or null when none was sent; a malformed one is a 400. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('idempotency-key');
  if (header === undefined || header.trim() === '') return null;
  const parsed = idempotencyKey.safeParse(header.trim());
  if (!parsed.success) throw ApiError.badRequest(messages.idempotencyKeyInvalid);
  return parsed.data;
}

/** The caller's customer id, then the order id of the path: who asks is settled first. */
async function ownOrderPath(c: Context<AppEnv>) {
  const { customerId } = await requireCustomer(c);
  const { id } = parseParams(c, orderIdParams);
  return { customerId, orderId: id };
}

export const orderRoutes = new Hono<AppEnv>();

orderRoutes.on('POST', ['/v1/order/price', '/v1/order/price/'], privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, priceBody);
  return ok(c, await quoteOrder(c.var.db, customerId, body), messages.priced);
});

orderRoutes.on('POST', ['/v1/order/submit', '/v1/order/submit/'], privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const key = idempotencyKeyOf(c);
  const query = parseQuery(c, submitQuery);
  const body = await parseJson(c, submitBody);
  const { order } = await submitOrder(c.var.db, {
    customerId,
    author: { role: 'customer' },
    input: body,
    time: {
      zoneTimeId: body.zone_time_id ?? query.zone_time_id,
      reserveDate: query.reserve_date,
      reserveTime: query.reserve_time,
      startTime: query.start_time,
      endTime: query.end_time,
    },
    idempotencyKey: key,
  });
  return ok(c, { order_id: order.order_id, order }, messages.submitted);
});

orderRoutes.post('/v1/order/submit/bulk/residue', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const key = idempotencyKeyOf(c);
  const body = await parseJson(c, residueBody);
  const { order } = await submitResidue(c.var.db, customerId, body, key);
  return ok(c, { order_id: order.order_id, order }, messages.residueSubmitted);
});

orderRoutes.post('/v1/orders/primary_product', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const { limit } = await parseJson(c, primaryProductsBody);
  return ok(c, await primaryProducts(c.var.db, customerId, limit), messages.primaryProducts);
});

orderRoutes.post('/v1/order/:id/edit', privateNoStore, async (c) => {
  const { customerId, orderId } = await ownOrderPath(c);
  const body = await parseJson(c, orderEditBody);
  return ok(c, await editOrder(c.var.db, customerId, orderId, body), messages.edited);
});

orderRoutes.post('/v1/order/:id/rate/create', privateNoStore, async (c) => {
  const { customerId, orderId } = await ownOrderPath(c);
  const body = await parseJson(c, orderRateBody);
  return ok(c, await rateOrder(c.var.db, customerId, orderId, body), messages.rated);
});

orderRoutes.get('/v1/app/orders', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const query = parseQuery(c, ordersQuery);
  return ok(c, await listOrders(c.var.db, { customerId, ...query }), messages.listed);
});

orderRoutes.get('/v1/app/order/:id', privateNoStore, async (c) => {
  const { customerId, orderId } = await ownOrderPath(c);
  return ok(c, await getOwnOrder(c.var.db, customerId, orderId));
});

orderRoutes.on(
  'POST',
  ['/v1/app/order/:id/status', '/v1/app/order/:id/status/'],
  privateNoStore,
  async (c) => {
    const { customerId, orderId } = await ownOrderPath(c);
    const { status } = await parseJson(c, orderStatusBody);
    const { order, msg } = await changeOwnOrderStatus(c.var.db, customerId, orderId, status);
    return ok(c, order, msg);
  },
);
