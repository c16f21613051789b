/**
 * The staff API (spec §6: staff-created 'panel' orders; paths chosen under
 * /api/v1/staff). Staff tokens only: none 401, a customer or guest token 403.
 * Staff tokens come from `npm run staff -- token --user <id>`.
 *
 * | Call | data |
 * |---|---|
 * | POST /api/v1/staff/orders/create (Idempotency-Key) | SubmitResult |
 * | POST /api/v1/staff/orders/{id}/status {status} | Order |
 * | GET  /api/v1/staff/orders?page&limit&status&sort&customer_id | OrderPage |
 *
 * - create: an order for a customer named by customer_id or mobile (404 when
 *   there is none), submit_by 'panel' and created_by the staff user. The same
 *   submit as the customer's: lines priced by the server, stock, coupon and
 *   window capacity in one transaction; the address must be the customer's;
 *   the time comes in the body (zone_time_id with reserve_date, or
 *   reserve_time / start_time and end_time for pickup). The customer's cart is
 *   not touched. The customer pays a card or credit order from /order/{id}.
 * - status: the staff moves of the order state machine (created → in_progress |
 *   cancel, in_progress → ready | cancel, ready → send | completed | cancel,
 *   send → completed | rt_wait, rt_wait → rt_accept | send, rt_accept →
 *   canceled, cancel → canceled); anything else is a 400 saying why. Moving into
 *   cancel (or canceled) gives back stock, coupon use and window place, and
 *   refunds a paid order into account credit.
 */
import { Hono } from 'hono';
import {
  orderIdParams,
  orderStatusBody,
  staffOrderCreateBody,
  staffOrdersQuery,
} from '@/lib/contract/order';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { fillMessage } from '@/server/http/fill-message';
import { apiMessages } from '@/server/http/messages';
import { requireStaff } from '@/server/http/require-caller';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
import { statusTitle } from '@/server/services/order/order-view';
import { listOrders } from '@/server/services/order/orders';
import { changeOrderStatus } from '@/server/services/order/status';
import { createStaffOrder } from '@/server/services/staff/staff-orders';
import { privateNoStore } from './customer';
import { idempotencyKeyOf } from './order';

const messages = apiMessages.order;

export const staffRoutes = new Hono<AppEnv>();

staffRoutes.post('/v1/staff/orders/create', privateNoStore, async (c) => {
  const { userId } = await requireStaff(c);
  const key = idempotencyKeyOf(c);
  const body = await parseJson(c, staffOrderCreateBody);
  const { order } = await createStaffOrder(c.var.db, userId, body, key);
  return ok(c, { order_id: order.order_id, order }, messages.submitted);
});

staffRoutes.post('/v1/staff/orders/:id/status', privateNoStore, async (c) => {
  const { userId } = await requireStaff(c);
  const { id } = parseParams(c, orderIdParams);
  const { status } = await parseJson(c, orderStatusBody);
  const order = await changeOrderStatus(c.var.db, { role: 'staff', userId }, id, status);
  return ok(c, order, fillMessage(messages.statusChanged, { status: statusTitle(order.status) }));
});

staffRoutes.get('/v1/staff/orders', privateNoStore, async (c) => {
  await requireStaff(c);
  const { customer_id, ...query } = parseQuery(c, staffOrdersQuery);
  return ok(c, await listOrders(c.var.db, { customerId: customer_id, ...query }));
});
