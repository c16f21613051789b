/**
 * Reservations (spec §7: the reservation request, whose path is not shown, so
 * it lives under /api/v1/app/ like the other customer calls). The calendars
 * are catalogue calls (server/routes/catalog.ts); cancel and re-request go
 * through the order status call, whose hook gives seats back and takes them again.
 */

import { reservationCalls } from '@/lib/contract/calls/reservation';
import { RESERVATION_HOLD_SECONDS } from '@/lib/contract/reservation';
import { SEAT_OFFER_SECONDS } from '@/lib/contract/seat-waitlist';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { repeatSafe } from '@/server/http/idempotency/describe';
import { holdSeats, releaseHold } from '@/server/services/reservation/holds';
import { moveReservation } from '@/server/services/reservation/move';
import { requestReservation } from '@/server/services/reservation/request';
import { listReservations, ownReservation } from '@/server/services/reservation/view';
import { joinWaitlist, leaveWaitlist, listWaitlist } from '@/server/services/reservation/waitlist';

const messages = apiMessages.reservation;

const SLOT_RULES =
  'Each slot (reserve_date YYYY-MM-DD, start_time and end_time HH:mm) must be one of the product’s windows on that weekday, a real day, not past (a window of today that has started is past, Asia/Tehran), not an IR holiday, at most 90 days ahead; a 400 with a Persian msg says which rule failed and nothing is written.';

export const reservationRoutes: Call[] = [
  jsonCall(reservationCalls.request, {
    access: 'customer',
    tag: 'reservation',
    idempotent: true,
    summary:
      'Reserve reservable products for days and windows: one order of kind reservation, seats counted under a lock',
    description: `Body as spec 7’s reservation request: use_coupon, coupon, mobile and user (the caller’s own when sent, else 404), payment_type (cash by default; card and credit are paid afterwards with the order payment calls), products [{product_id, count (seats, 1–50), reservations [{reserve_date, start_time, end_time}]}], send_submit_notification (default true: a notification in the same transaction), extra_people (0–50, who come along without a seat of their own: recorded, neither priced nor counted against the capacity), description. ${SLOT_RULES} One transaction: each product reservable, stock and the coupon as an order takes them, then each slot’s window row locked (FOR UPDATE) and its seats counted: live reservations plus other customers’ unexpired holds; the caller’s own hold is theirs to use and is used up. Price = unit price × seats × slots − discount. The booking takes place at the shop’s first branch (the order’s pickup_branch: name, address, hours, point). The answer names order_id. ${repeatSafe('the first reservation (same order_id): the seats are taken once')} The order keeps the key besides, so even after a day it never books a second time.`,
    handler: async ({ db, caller, body, idempotencyKey }) => ({
      data: await requestReservation(db, caller, body, idempotencyKey),
      msg: messages.requested,
    }),
  }),
  jsonCall(reservationCalls.hold, {
    access: 'customer',
    tag: 'reservation',
    summary: `Hold seats of a chosen slot for the caller for ${RESERVATION_HOLD_SECONDS / 60} minutes while they confirm`,
    description: `${SLOT_RULES} The window is locked and counted as a booking is, so of two customers reaching for the last seat the second learns it here. One hold per customer and product: a new choice replaces the old. An expired hold never blocks anyone; the caller’s reservation request uses their own hold.`,
    handler: async ({ db, caller, body }) => ({
      data: await holdSeats(db, caller.customerId, body),
      msg: fillMessage(messages.held, { minutes: RESERVATION_HOLD_SECONDS / 60 }),
    }),
  }),
  jsonCall(reservationCalls.releaseHold, {
    access: 'customer',
    tag: 'reservation',
    summary: 'Let the caller’s hold on a product go',
    handler: async ({ db, caller, body }) => {
      await releaseHold(db, caller.customerId, body.product_id);
      return { data: null, msg: messages.holdReleased };
    },
  }),
  jsonCall(reservationCalls.list, {
    access: 'customer',
    tag: 'reservation',
    summary: 'The caller’s reservations: upcoming (soonest first) or past (latest first)',
    handler: async ({ db, caller, query }) => ({
      data: await listReservations(db, caller.customerId, query.when),
      msg: messages.listed,
    }),
  }),
  jsonCall(reservationCalls.get, {
    access: 'customer',
    tag: 'reservation',
    summary: 'One of the caller’s reservations with its slots; anyone else’s is a 404',
    handler: async ({ db, caller, params }) => ({
      data: await ownReservation(db, caller.customerId, params.id),
    }),
  }),
  jsonCall(reservationCalls.move, {
    access: 'customer',
    tag: 'reservation',
    idempotent: true,
    summary:
      'Move one booked slot of the caller’s reservation to another window of the same product',
    description: `Body: product_id, from (the booked slot) and to (the new one). ${SLOT_RULES} One transaction: the order locked (anyone else’s is a 404; a cancelled or completed one a 400), both windows locked in one order, the new slot’s seats counted and taken before the old are let go, so a full window refuses the move and nothing changes. The freed seats are offered to the old slot’s waitlist; the slot’s 24 h and 2 h reminders start over. ${repeatSafe('the first move')}`,
    handler: async ({ db, caller, params, body }) => ({
      data: await moveReservation(db, caller.customerId, params.id, body),
      msg: messages.moved,
    }),
  }),
  jsonCall(reservationCalls.waitlistJoin, {
    access: 'customer',
    tag: 'reservation',
    summary: 'Wait in line for seats of a full slot',
    description: `Body as a hold. ${SLOT_RULES} A slot with room for the seats asked is a 400 (book it instead); joining twice keeps the first place. When seats free up (a cancel, a hold that ran out or was released, more capacity) the first in line gets them as a hold of ${SEAT_OFFER_SECONDS / 60} minutes, told by the bell, a push and an SMS, in the transaction that freed them; an offer that lapses ends that entry and the next in line is offered. The line is strict: nobody jumps a first who wants more seats than are free.`,
    handler: async ({ db, caller, body }) => ({
      data: await joinWaitlist(db, caller.customerId, body),
      msg: messages.waitlistJoined,
    }),
  }),
  jsonCall(reservationCalls.waitlistLeave, {
    access: 'customer',
    tag: 'reservation',
    summary: 'Leave a waitlist; seats offered and not booked go to the next in line',
    handler: async ({ db, caller, params }) => {
      await leaveWaitlist(db, caller.customerId, params.id);
      return { data: null, msg: messages.waitlistLeft };
    },
  }),
  jsonCall(reservationCalls.waitlistList, {
    access: 'customer',
    tag: 'reservation',
    summary: 'The caller’s waitlist entries: offered first, then waiting with their place in line',
    handler: async ({ db, caller }) => ({
      data: await listWaitlist(db, caller.customerId),
      msg: messages.waitlistListed,
    }),
  }),
];
