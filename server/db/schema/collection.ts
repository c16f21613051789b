// Each pickup staff handed over: one row per request and day, so a pickup is never counted twice.
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './people';

/**
 * A collection request's schedule (its order has kind 'collection'): once, or
 * repeating on chosen weekdays (0 = Saturday … 6 = Friday) in the order's
 * window. The order's reserve_date and next_order_time are its next due pickup.
 */
export const collectionSchedules = pgTable('collection_schedules', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  repeat: boolean('repeat').notNull().default(false),
  weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
  pickupsDone: integer('pickups_done').notNull().default(0),
  lastPickupDate: date('last_pickup_date', { mode: 'string' }),
});

export const collectionPickups = pgTable(
  'collection_pickups',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('collection_pickups_day_uq').on(t.orderId, t.pickupDate)],
);
