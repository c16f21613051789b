// A customer's return of delivered goods (E-commerce Law, art. 37) and what staff decided.
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReturnStatus } from '@/lib/contract/order-return';
import { createdAt } from './columns';
import { orders } from './orders';
import { customers, users } from './people';

/** One returned line: the order line (order_items.id) and how many of its units. */
export type ReturnLine = { lineId: number; count: number };

export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    /** Unique: an order is returned once; asking again is refused, whatever became of the first. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: varchar('status', { length: 16 }).$type<ReturnStatus>().notNull().default('waiting'),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ReturnLine[]>().notNull(),
    /** Ids of the customer's own uploads (POST /api/v1/upload), at most three. */
    photoIds: jsonb('photo_ids').$type<number[]>().notNull().default([]),
    refusalReason: text('refusal_reason'),
    /** Toman given back to account credit when accepted. */
    refund: integer('refund'),
    /** Points taken back when accepted. */
    points: integer('points'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_returns_order_uq').on(t.orderId),
    index('order_returns_customer_idx').on(t.customerId),
  ],
);
