/**
 * Staff calls (chosen paths under /api/v1/staff): placing an order for a
 * customer, moving an order along the state machine, listing orders, setting
 * a product's stock (which fires back-in-stock reminders) and price, and moderating
 * comments.
 */

import { staffCalls } from '@/lib/contract/calls/staff';
import { formatNumber } from '@/lib/format/digits';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import { setCommentModerationMode } from '@/server/services/comment/moderation-setting';
import { listStaffComments, moderateComment } from '@/server/services/comment/staff-comments';
import { statusTitle } from '@/server/services/order/order-view';
import { listOrders } from '@/server/services/order/orders';
import { changeOrderStatus } from '@/server/services/order/status';
import { setWindowCapacity } from '@/server/services/reservation/window-capacity';
import { setProductPrice } from '@/server/services/staff/product-price';
import { setProductStock } from '@/server/services/staff/product-stock';
import { createStaffOrder } from '@/server/services/staff/staff-orders';
import { collectionStaffRoutes } from './collection';

const messages = apiMessages.order;
const commentMessages = apiMessages.comment;

export const staffRoutes: Call[] = [
  jsonCall(staffCalls.createOrder, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary: 'Place an order for a customer (submit_by panel, created_by the staff user)',
    description: `The same rules as the customer’s submit; the customer pays it from /order/{id}, and its payment checks the creating user’s id and the customer’s id. ${repeatSafe('the first order (same order_id)')} The order keeps the key besides (per customer), so it never places a second order under it, even after a day.`,
    handler: async ({ db, caller, body, idempotencyKey }) => {
      const { order: placed } = await createStaffOrder(db, caller.userId, body, idempotencyKey);
      return { data: { order_id: placed.order_id, order: placed }, msg: messages.submitted };
    },
  }),
  jsonCall(staffCalls.orderStatus, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary: 'Move an order along the staff transitions of the order state machine',
    description: `A move the state machine does not allow is a 400. Cancelling gives back stock, the coupon use, the window place and seats, and a paid order’s price as account credit. ${repeatSafe('the first move’s order (a repeated cancel refunds once)')}`,
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
  jsonCall(staffCalls.orders, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Every customer’s orders (or one customer’s), paged, newest first',
    handler: async ({ db, query }) => {
      const { customer_id, ...rest } = query;
      return { data: await listOrders(db, { customerId: customer_id, ...rest }) };
    },
  }),
  ...collectionStaffRoutes,
  jsonCall(staffCalls.windowCapacity, {
    access: 'staff',
    tag: 'staff',
    summary: 'Set a reservation window’s capacity; seats it frees go to the waitlists',
    description:
      'The window’s seats on each of its days from now on. In the same transaction every coming day of the window with a waitlist offers the first in line the seats freed (a hold of 10 minutes, bell, push and SMS); `offered` counts them. A lower capacity cancels no booking.',
    handler: async ({ db, params, body }) => {
      const result = await setWindowCapacity(db, params.id, body.capacity);
      return {
        data: result,
        msg: fillMessage(apiMessages.reservation.capacityChanged, { capacity: result.capacity }),
      };
    },
  }),
  jsonCall(staffCalls.productStock, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Set a product’s units on hand; back in stock spends every waiting reminder',
    description:
      '`stock` is a whole number (0 = out of stock) or null (not tracked, always available). When the product is back in stock, every customer waiting on it gets one notification (and an SMS where they asked), in the same transaction, however many changes race; `notified` counts them.',
    handler: async ({ db, params, body }) => {
      const result = await setProductStock(db, params.id, body.stock);
      return {
        data: result,
        msg:
          result.stock === null
            ? fillMessage(apiMessages.stock.untracked, { name: result.name })
            : fillMessage(apiMessages.stock.changed, { name: result.name, stock: result.stock }),
      };
    },
  }),
  jsonCall(staffCalls.productPrice, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Set a product’s price and discount; every instance shows it on its next request',
    description:
      '`price` in Toman; `discount_price` (lower than `price`) while a discount runs, null or left out for none. The product’s page, its category, search and home are revalidated in the shared page cache at once, so every instance answers the new price on its next request; carts and orders price from the database.',
    handler: async ({ db, params, body }) => {
      const result = await setProductPrice(db, params.id, body.price, body.discount_price ?? null);
      return {
        data: result,
        msg:
          result.discount_price === null
            ? fillMessage(apiMessages.price.changed, {
                name: result.name,
                price: formatNumber(result.price),
              })
            : fillMessage(apiMessages.price.discounted, {
                name: result.name,
                price: formatNumber(result.price),
                discount: formatNumber(result.discount_price),
              }),
      };
    },
  }),
  jsonCall(staffCalls.comments, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Comments awaiting a decision (or in any state), oldest first, with their reports',
    description:
      '`status`: pending (default), published, rejected, hidden (out of sight after reports from 3 customers) or reported (any report).',
    handler: async ({ db, query }) => ({ data: await listStaffComments(db, query) }),
  }),
  jsonCall(staffCalls.moderateComment, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Publish or reject a comment (a hidden one too); the rating follows',
    description:
      'published shows it (reports made so far stop counting); rejected keeps it out of sight for good. The author is notified.',
    handler: async ({ db, params, body }) => {
      const comment = await moderateComment(db, params.id, body.status);
      return {
        data: comment,
        msg: fillMessage(commentMessages.moderated, {
          status: commentMessages.statusTitles[body.status],
        }),
      };
    },
  }),
  jsonCall(staffCalls.commentModeration, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Whether new comments wait for staff (wait) or show at once (publish)',
    handler: async ({ db, body }) => ({
      data: { mode: await setCommentModerationMode(db, body.mode) },
      msg: commentMessages.moderation,
    }),
  }),
];
