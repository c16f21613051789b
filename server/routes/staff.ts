/**
 * Staff calls (chosen paths under /api/v1/staff): placing an order for a
 * customer, moving an order along the state machine, and listing orders.
 */
import {
  order,
  orderIdParams,
  orderPage,
  orderStatusBody,
  staffOrderCreateBody,
  staffOrdersQuery,
  submitResult,
} from '@/lib/contract/order';
import { type Call, jsonCall } from '@/server/http/call';
import { fillMessage } from '@/server/http/fill-message';
import { apiMessages } from '@/server/http/messages';
import { statusTitle } from '@/server/services/order/order-view';
import { listOrders } from '@/server/services/order/orders';
import { changeOrderStatus } from '@/server/services/order/status';
import { createStaffOrder } from '@/server/services/staff/staff-orders';
import { collectionStaffCalls } from './collection';

const messages = apiMessages.order;

export const staffCalls: Call[] = [
  jsonCall({
    method: 'post',
    path: '/v1/staff/orders/create',
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary: 'Place an order for a customer (submit_by panel, created_by the staff user)',
    description:
      'The same rules as the customer’s submit; the customer pays it from /order/{id}, and its payment checks the creating user’s id and the customer’s id.',
    body: staffOrderCreateBody,
    response: submitResult,
    handler: async ({ db, caller, body, idempotencyKey }) => {
      const { order: placed } = await createStaffOrder(db, caller.userId, body, idempotencyKey);
      return { data: { order_id: placed.order_id, order: placed }, msg: messages.submitted };
    },
  }),
  jsonCall({
    method: 'post',
    path: '/v1/staff/orders/:id/status',
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Move an order along the staff transitions of the order state machine',
    params: orderIdParams,
    body: orderStatusBody,
    response: order,
    handler: async ({ db, caller, params, body }) => {
      const moved = await changeOrderStatus(
        db,
        { role: 'staff', userId: caller.userId },
        params.id,
        body.status,
      );
      return {
        data: moved,
        msg: fillMessage(messages.statusChanged, { status: statusTitle(moved.status) }),
      };
    },
  }),
  jsonCall({
    method: 'get',
    path: '/v1/staff/orders',
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Every customer’s orders (or one customer’s), paged, newest first',
    query: staffOrdersQuery,
    response: orderPage,
    handler: async ({ db, query }) => {
      const { customer_id, ...rest } = query;
      return { data: await listOrders(db, { customerId: customer_id, ...rest }) };
    },
  }),
  ...collectionStaffCalls,
];
