import { z } from 'zod';
import { idParam } from './common';
import { holdBody, reservationSlot } from './reservation';

/** How long seats offered to the first waiting customer stay theirs before the next is offered them. */
export const SEAT_OFFER_SECONDS = 600;

/** POST join: wait for seats of a full slot (the same body as a hold). */
export const waitlistJoinBody = holdBody;
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBody>;

/** One entry of the caller's waitlist: waiting at a place in line, or offered seats until a moment. */
export const waitlistEntry = reservationSlot.extend({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  count: z.number().int(),
  /** 1 for the first in line; those offered seats are not counted. */
  position: z.number().int(),
  status: z.enum(['waiting', 'offered']),
  /** ISO moment the offered seats go to the next in line; null while waiting. */
  offer_expires_at: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;
export const waitlistList = z.array(waitlistEntry);

/** POST move: one booked slot of a reservation to another window of the same product. */
export const reservationMoveBody = z.object({
  product_id: idParam,
  from: reservationSlot,
  to: reservationSlot,
});
export type ReservationMoveBody = z.infer<typeof reservationMoveBody>;

/** POST a window's capacity (staff): seats it offers on each of its days from now on. */
export const windowCapacityBody = z.object({
  capacity: z.coerce.number().int().min(0).max(10_000),
});
export const windowCapacityResult = z.object({
  id: z.number().int(),
  capacity: z.number().int(),
  /** Customers in line who were offered seats the new capacity freed. */
  offered: z.number().int(),
});
export type WindowCapacityResult = z.infer<typeof windowCapacityResult>;
