// Reservable products: bookable windows by weekday with a capacity.
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt } from './columns';
import { orders } from './orders';
import { customers } from './people';

/**
 * Seats of one slot a customer is after, as a hold and a waitlist entry both
 * keep them (fresh builders per table: Drizzle binds a column to its table).
 */
const customerSeats = () => ({
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  reserveDate: date('reserve_date', { mode: 'string' }).notNull(),
  startTime: varchar('start_time', { length: 5 }).notNull(),
  endTime: varchar('end_time', { length: 5 }).notNull(),
  count: integer('count').notNull(),
});

export const reservationWindows = pgTable(
  'reservation_windows',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('reservation_windows_product_idx').on(t.productId, t.weekday)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    reserveDate: date('reserve_date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    count: integer('count').notNull(),
    extraPeople: integer('extra_people').notNull().default(0),
  },
  (t) => [index('reservations_slot_idx').on(t.productId, t.reserveDate, t.startTime)],
);

/**
 * A customer's seats set aside while they confirm a slot they chose: counted
 * against the window until expires_at, then ignored. One hold per customer and
 * product; choosing another slot replaces it, and their reservation uses it up.
 */
export const reservationHolds = pgTable(
  'reservation_holds',
  {
    id: serial('id').primaryKey(),
    ...customerSeats(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservation_holds_customer_product_uq').on(t.customerId, t.productId),
    index('reservation_holds_slot_idx').on(t.productId, t.reserveDate, t.startTime),
  ],
);

/**
 * A customer waiting for seats of a full slot, first come first offered. When
 * seats free up the first waiting entry is offered them as a hold of its own
 * (offer_expires_at, the same moment as the hold's); an offer that lapses
 * ends the entry and the next one is offered.
 */
export const reservationWaitlist = pgTable(
  'reservation_waitlist',
  {
    id: serial('id').primaryKey(),
    ...customerSeats(),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservation_waitlist_customer_slot_uq').on(
      t.customerId,
      t.productId,
      t.reserveDate,
      t.startTime,
      t.endTime,
    ),
    index('reservation_waitlist_slot_idx').on(t.productId, t.reserveDate, t.startTime, t.id),
  ],
);

/**
 * One row per booked slot and reminder kind, written by whichever instance
 * claims it first (the primary key refuses the second): the reminder is sent
 * only by the claim that inserted it. A moved slot loses its rows.
 */
export const reservationReminders = pgTable(
  'reservation_reminders',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.kind] })],
);
