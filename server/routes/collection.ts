/**
 * Collection requests (spec 3's collection request item; paths chosen under
 * /api/v1/app and /api/v1/staff): collection products made ready on a pickup
 * day in a window, once or on chosen weekdays, at a branch or delivered to the
 * caller's address. Cancel and re-request go through the order status call
 * (POST /api/v1/app/order/{id}/status/), as spec 7 says the card does.
 */

import { collectionCalls } from '@/lib/contract/calls/collection';
import { tehranDate } from '@/lib/format/jalali';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import { createCollectionRequest } from '@/server/services/collection/create';
import { markPickupDone, writeDriverNote } from '@/server/services/collection/pickup';
import { collectionOptions as optionsOf } from '@/server/services/collection/places';
import {
  collectionRequestsDue,
  getOwnCollectionRequest,
  listCollectionRequests,
} from '@/server/services/collection/requests';

const messages = apiMessages.collection;

export const collectionRoutes: Call[] = [
  jsonCall(collectionCalls.options, {
    access: 'customer',
    tag: 'collection',
    chosen: true,
    summary:
      'The pickup days (today and 30 more) and windows a request may take at a branch or address',
    description:
      'delivery_type pickup (default) uses branch_id or the first branch: its opening hours in two-hour windows on every day. delivery needs address_id, one of the caller’s live addresses inside a zone: that zone’s windows per weekday. Holidays have no windows; today keeps only windows not started. A branch without hours, an address not the caller’s or outside every zone is a 400.',
    handler: async ({ db, caller, query }) => ({
      data: await optionsOf(db, caller.customerId, query),
      msg: messages.options,
    }),
  }),
  jsonCall(collectionCalls.create, {
    access: 'customer',
    tag: 'collection',
    chosen: true,
    idempotent: true,
    summary: 'Ask for collection products on a pickup day in a window, once or on chosen weekdays',
    description: `Every product must be a collection product (extra.collection). pickup_date from today to 30 days on, not a holiday; start_time/end_time one of the windows the place offers that day (not started when today). repeat true needs weekdays (0 = Saturday … 6 = Friday) including the pickup day’s, each offering the same window. A delivery takes a place in the zone window under its lock. Any refusal is a Persian 400 and nothing is written. The answer is spec 3’s collection request item: next_order_time is the next due pickup (next_order_time_timestamp in seconds), zone_time its window. ${repeatSafe('the first request: one request, one window place')}`,
    handler: async ({ db, caller, body }) => ({
      data: await createCollectionRequest(db, caller.customerId, body),
      msg: messages.created,
    }),
  }),
  jsonCall(collectionCalls.list, {
    access: 'customer',
    tag: 'collection',
    chosen: true,
    summary:
      'The caller’s collection requests, paged, newest first, by status (one or a comma list)',
    handler: async ({ db, caller, query }) => ({
      data: await listCollectionRequests(db, { customerId: caller.customerId, ...query }),
      msg: messages.listed,
    }),
  }),
  jsonCall(collectionCalls.one, {
    access: 'customer',
    tag: 'collection',
    chosen: true,
    summary: 'One of the caller’s collection requests (anyone else’s is a 404)',
    handler: async ({ db, caller, params }) => ({
      data: await getOwnCollectionRequest(db, caller.customerId, params.id),
    }),
  }),
];

/** The staff side, mounted with the staff calls (server/routes/staff.ts). */
export const collectionStaffRoutes: Call[] = [
  jsonCall(collectionCalls.staffDue, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'The live collection requests due on a day (today in Tehran by default), by window',
    handler: async ({ db, query }) => ({
      data: await collectionRequestsDue(db, query.date ?? tehranDate(new Date())),
      msg: messages.due,
    }),
  }),
  jsonCall(collectionCalls.staffDone, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary:
      'Hand over a request’s due pickup: a repeating one moves to its next pickup, a one-off one is completed',
    description:
      'Once per request and day (a second mark is a 400); only live requests. note, when given, becomes the driver’s note (msg). A repeating request’s next_order_time moves to its next chosen weekday that is not a holiday.',
    handler: async ({ db, caller, params, body }) => {
      const { request, msg } = await markPickupDone(db, caller.userId, params.id, body.note);
      return { data: request, msg };
    },
  }),
  jsonCall(collectionCalls.staffNote, {
    access: 'staff',
    tag: 'staff',
    chosen: true,
    summary: 'Write the driver’s note a collection request’s card shows in red (empty clears it)',
    handler: async ({ db, params, body }) => ({
      data: await writeDriverNote(db, params.id, body.note),
      msg: messages.noteSaved,
    }),
  }),
];
