import { z } from 'zod';
import fa from '@/messages/fa.json';
import { blankable, blankOr, clockTime, idParam, isoDate } from './common';
import { couponCode } from './coupon';
import { order, paymentType } from './order';

const messages = fa.api.reservation;

/** The most seats one line may book, and the most people who may come along. */
export const RESERVATION_LIMITS = { seats: 50, extraPeople: 50, slotsPerLine: 10 } as const;

/** How long seats chosen on the calendar stay set aside for the customer confirming them. */
export const RESERVATION_HOLD_SECONDS = 300;

/** Spec 3's reservation of an order line: a day and one of the product's windows on it. */
export const reservationSlot = z.object({
  reserve_date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
});
export type ReservationSlot = z.infer<typeof reservationSlot>;

const seatCount = z.coerce
  .number({ error: messages.countInvalid })
  .int(messages.countInvalid)
  .min(1, messages.countZero)
  .max(RESERVATION_LIMITS.seats, messages.countTooMany);

/** A reservable product, how many seats, and the slots it is booked for (spec 3's order line payload). */
export const reservationLine = z.object({
  product_id: idParam,
  count: seatCount,
  reservations: z
    .array(reservationSlot, { error: messages.slotRequired })
    .min(1, messages.slotRequired)
    .max(RESERVATION_LIMITS.slotsPerLine),
});

/**
 * The reservation request (spec 7): use_coupon, the customer's mobile and user
 * id (both must be the caller's own when sent), payment_type (cash by default,
 * spec 9), products with their reservations, send_submit_notification, and the
 * extra people who come along (spec 3's residence people count).
 */
export const reservationRequestBody = z.object({
  products: z.array(reservationLine).min(1, messages.productsRequired).max(10),
  extra_people: blankOr(
    z.coerce
      .number({ error: messages.extraPeopleInvalid })
      .int(messages.extraPeopleInvalid)
      .min(0, messages.extraPeopleInvalid)
      .max(RESERVATION_LIMITS.extraPeople, messages.extraPeopleInvalid),
    0,
  ),
  payment_type: blankOr(paymentType, 'cash'),
  coupon: blankable(couponCode),
  use_coupon: blankOr(z.boolean(), false),
  mobile: blankable(z.string().max(20)),
  user: blankable(idParam),
  send_submit_notification: blankOr(z.boolean(), true),
  description: blankOr(z.string().trim().max(1000), ''),
});
export type ReservationRequestBody = z.infer<typeof reservationRequestBody>;

/** One booked slot of a reservation order, as its page shows it. */
export const bookedSlot = reservationSlot.extend({
  product_id: z.number().int(),
  count: z.number().int(),
  extra_people: z.number().int(),
});

export const reservationResult = z.object({
  order_id: z.number().int(),
  order,
  reservations: z.array(bookedSlot),
});
export type ReservationResult = z.infer<typeof reservationResult>;

/** POST hold: set seats of one slot aside for the caller while they confirm. */
export const holdBody = reservationSlot.extend({ product_id: idParam, count: seatCount });
export type HoldBody = z.infer<typeof holdBody>;

export const hold = reservationSlot.extend({
  product_id: z.number().int(),
  count: z.number().int(),
  /** ISO timestamp after which the seats are free again. */
  expires_at: z.string(),
  /** Seats still free in the window for others once this hold is counted. */
  remaining: z.number().int(),
});
export type Hold = z.infer<typeof hold>;

export const holdReleaseBody = z.object({ product_id: idParam });

/** GET the caller's reservations: upcoming first by day, then past ones newest first. */
export const reservationListQuery = z.object({
  when: blankOr(z.enum(['upcoming', 'past']), 'upcoming'),
});

export const reservationItem = z.object({
  order: order,
  reservations: z.array(bookedSlot),
});
export type ReservationItem = z.infer<typeof reservationItem>;
export const reservationList = z.array(reservationItem);
