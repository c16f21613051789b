/**
 * Returns of delivered goods (E-commerce Law, art. 37): the customer asks
 * within seven working days of delivery, staff accept (money, stock and points
 * back in one transaction) or refuse with a reason. Another customer's order is a 404.
 */

import { returnCalls } from '@/lib/contract/calls/order-return';
import { formatNumber } from '@/lib/format/digits';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import { acceptReturn, refuseReturn } from '@/server/services/returns/decide-return';
import { requestReturn } from '@/server/services/returns/request-return';

const messages = apiMessages.returns;

export const returnRoutes: Call[] = [
  jsonCall(returnCalls.request, {
    access: 'customer',
    tag: 'order',
    summary:
      'Ask to return some or all lines of a delivered order, with a reason and up to three photos',
    description:
      'Lines are order line ids (`products[].line_id`) with counts no larger than bought; photos are the caller’s own upload ids (POST /api/v1/upload). Only a completed order, once, until the seventh working day after delivery (Fridays and Iran’s holidays do not count; the order’s `return_deadline`). The order moves to rt_wait and the customer is notified; a refusal is a 400 that changes nothing.',
    handler: async ({ db, caller, params, body }) => ({
      data: await requestReturn(db, caller.customerId, params.id, body),
      msg: messages.requested,
    }),
  }),
  jsonCall(returnCalls.accept, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary: 'Accept a waiting return: credit, stock and points back in one transaction',
    description: `The returned lines’ price (with their share of the discount; the whole price when every unit comes back) goes to account credit as a refund, their units back to stock, the points they earned off the ledger; the order moves to rt_accept and the customer is notified. A return already decided is a 400 and changes nothing, however many accepts race. ${repeatSafe('the first accept’s order (one refund)')}`,
    handler: async ({ db, caller, params }) => {
      const { order, refund } = await acceptReturn(db, caller.userId, params.id);
      return { data: order, msg: fillMessage(messages.accepted, { amount: formatNumber(refund) }) };
    },
  }),
  jsonCall(returnCalls.refuse, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    idempotent: true,
    summary: 'Refuse a waiting return with the reason the customer is told',
    description: `The order is delivered again (completed), nothing is given back and the return cannot be asked again. ${repeatSafe('the first refusal’s order')}`,
    handler: async ({ db, caller, params, body }) => ({
      data: await refuseReturn(db, caller.userId, params.id, body.reason),
      msg: messages.refused,
    }),
  }),
];
