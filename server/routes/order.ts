/**
 * Orders (spec §7 "Orders and payment" and "Customer": orders). Another
 * customer's order or address is a 404, as if it did not exist. Payments live
 * in the payment routes; staff moves in the staff routes; both use one state
 * machine (server/services/order/state-machine.ts).
 */

import { orderCalls } from '@/lib/contract/calls/order';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall, rawCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import { invoiceContent } from '@/server/services/invoice/invoice-content';
import { invoicePdf } from '@/server/services/invoice/invoice-pdf';
import { changeOwnOrderStatus } from '@/server/services/order/customer-status';
import { editOrder } from '@/server/services/order/edit';
import { getOwnOrder, listOrders } from '@/server/services/order/orders';
import { quoteOrder } from '@/server/services/order/pricing';
import { primaryProducts } from '@/server/services/order/primary-products';
import { rateOrder } from '@/server/services/order/rate';
import { submitResidue } from '@/server/services/order/residue';
import { submitOrder } from '@/server/services/order/submit';

const messages = apiMessages.order;

const PRICING =
  'Lines are the body’s products or, without them, the cart. Unit price is the product’s final_price plus its toppings; shipping comes from the address’s zone (0 for pickup, and in a quote while no address is chosen); the coupon counts only with use_coupon true (an empty or null coupon is no coupon); price = items − discount + shipping, never below 0. A client-sent shipping_price is ignored.';

/** The order keeps its key besides (unique per customer), so a key never places a second order, even after a day. */
const IDEMPOTENT = `${repeatSafe('the first order (same order_id)')} The order itself keeps the key for good: after a day the key is taken as new, yet it still answers that order and never places a second.`;

export const orderRoutes: Call[] = [
  jsonCall(orderCalls.price, {
    access: 'customer',
    tag: 'order',
    summary:
      'Price the body’s lines or the cart: items, coupon, shipping of the address’s zone, and the caller’s credit',
    description: PRICING,
    handler: async ({ db, caller, body }) => ({
      data: await quoteOrder(db, caller.customerId, body),
      msg: messages.priced,
    }),
  }),
  jsonCall(orderCalls.submit, {
    access: 'customer',
    tag: 'order',
    idempotent: true,
    summary:
      'Place an order whole or not at all (stock, coupon, window capacity; pickup at branch_id or the first)',
    description: `${PRICING} Submit writes the whole order or nothing, in one transaction: each line’s stock by a conditional UPDATE (a shortage is a 400 naming the product), the coupon row locked and checked again before its use is counted, and the delivery window (zone_time_id with reserve_date, or start_time/end_time, or reserve_time) must be one the address’s zone offers, with its capacity counted under a lock on the window. Pickup needs a day (today to 30 days on, not a holiday, not past) and a time. Lines from the cart empty it. is_bulk lifts order_limit (stock still applies). ${IDEMPOTENT}`,
    handler: async ({ db, caller, query, body, idempotencyKey }) => {
      const { order: placed } = await submitOrder(db, {
        customerId: caller.customerId,
        author: { role: 'customer' },
        input: body,
        time: {
          zoneTimeId: body.zone_time_id ?? query.zone_time_id,
          reserveDate: query.reserve_date,
          reserveTime: query.reserve_time,
          startTime: query.start_time,
          endTime: query.end_time,
        },
        idempotencyKey,
      });
      return { data: { order_id: placed.order_id, order: placed }, msg: messages.submitted };
    },
  }),
  jsonCall(orderCalls.submitResidue, {
    access: 'customer',
    tag: 'order',
    idempotent: true,
    summary:
      'Order the cart lines a bulk order left out, travelling with that order (same delivery, no shipping)',
    description: `The residue is the lines left in the cart (those the bulk order’s explicit products did not take), ordered as a follow-up of the caller’s own bulk order (created, in progress or ready): same delivery type, address, day and times, no shipping, no window place of its own, no coupon, bulk itself; the cart is emptied. ${IDEMPOTENT}`,
    handler: async ({ db, caller, body, idempotencyKey }) => {
      const { order: placed } = await submitResidue(db, caller.customerId, body, idempotencyKey);
      return { data: { order_id: placed.order_id, order: placed }, msg: messages.residueSubmitted };
    },
  }),
  jsonCall(orderCalls.primaryProducts, {
    access: 'customer',
    tag: 'order',
    summary: 'The caller’s most ordered products',
    description:
      'The caller’s most ordered listed products (units in orders not cancelled), most units first.',
    handler: async ({ db, caller, body }) => ({
      data: await primaryProducts(db, caller.customerId, body.limit),
      msg: messages.primaryProducts,
    }),
  }),
  jsonCall(orderCalls.edit, {
    access: 'customer',
    tag: 'order',
    summary:
      'Change a created, unpaid order’s description, time, address or lines (stock moved in one transaction)',
    description:
      'Only while the order is created and unpaid: description, hand-over time (a window of the address’s zone with room; for pickup a new day), delivery address (the window must still serve it) and lines (priced again, stock moved by the difference); a coupon keeps applying with its minimum price checked again. All in one transaction.',
    handler: async ({ db, caller, params, body }) => ({
      data: await editOrder(db, caller.customerId, params.id, body),
      msg: messages.edited,
    }),
  }),
  jsonCall(orderCalls.rate, {
    access: 'customer',
    tag: 'order',
    summary: 'Rate a completed order once (star defaults to 3)',
    description: 'Once per order, only completed (delivered) orders, star 1–5 (default 3).',
    handler: async ({ db, caller, params, body }) => ({
      data: await rateOrder(db, caller.customerId, params.id, body),
      msg: messages.rated,
    }),
  }),
  jsonCall(orderCalls.list, {
    access: 'customer',
    tag: 'order',
    summary: 'The caller’s orders, paged, newest first, by status (one or a comma list)',
    handler: async ({ db, caller, query }) => ({
      data: await listOrders(db, { customerId: caller.customerId, ...query }),
      msg: messages.listed,
    }),
  }),
  jsonCall(orderCalls.get, {
    access: 'customer',
    tag: 'order',
    summary: 'One of the caller’s orders',
    handler: async ({ db, caller, params }) => ({
      data: await getOwnOrder(db, caller.customerId, params.id),
    }),
  }),
  rawCall(orderCalls.invoice, {
    access: 'customer',
    tag: 'order',
    chosen: true,
    summary: 'One of the caller’s orders as a printable PDF invoice in Persian',
    description:
      'The shop’s name, address and phone, the tracking code, the Jalali date, each line with its toppings, discount, shipping, the tax line when INVOICE_TAX_PERCENT is set (the share of the total that is tax), the total, payment and delivery, and a business customer’s national id and economic code from the profile. The text is real text (an embedded Persian font with a ToUnicode map), so it can be searched and copied. Another customer’s order is a 404.',
    handler: async ({ c, db, caller, params }) => {
      const content = await invoiceContent(db, caller.customerId, params.id);
      const bytes = await invoicePdf(content);
      return c.body(bytes, 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': `attachment; filename="invoice-${content.order.id}.pdf"`,
      });
    },
  }),
  jsonCall(orderCalls.setStatus, {
    access: 'customer',
    tag: 'order',
    idempotent: true,
    summary: 'Cancel a created order or re-request a canceled one; any other move is a 400',
    description: `A customer may only cancel a created order (→ canceled) and re-request a canceled one (→ created); any other move is a 400 saying why. Cancelling gives back stock, the coupon use and the window place, and a paid order’s price as account credit; re-requesting takes them again or fails changing nothing. ${repeatSafe('the first move’s order and message (a repeated cancel refunds once)')}`,
    handler: async ({ db, caller, params, body }) => {
      const { order: moved, msg } = await changeOwnOrderStatus(
        db,
        caller.customerId,
        params.id,
        body.status,
      );
      return { data: moved, msg };
    },
  }),
];
