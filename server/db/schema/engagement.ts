// What customers say and follow: comments, favourites, reminders, notifications, push.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { createdAt, updatedAt } from './columns';
import { customers } from './people';

/** pending: waits for staff (moderation on); published: shown; rejected: staff refused it. */
export type CommentStatus = 'pending' | 'published' | 'rejected';

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    authorName: varchar('author_name', { length: 120 }).notNull().default(''),
    star: smallint('star').notNull().default(1),
    comment: text('comment').notNull(),
    status: varchar('status', { length: 16 }).$type<CommentStatus>().notNull().default('published'),
    /**
     * Set when reports reached the threshold: the comment is out of sight until
     * staff decide. Reports made before `moderated_at` no longer count.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Ids of the author's own uploads (POST /api/v1/upload), at most three, in the order shown. */
    photoIds: jsonb('photo_ids').$type<number[]>().notNull().default([]),
    /** How many other customers marked it helpful: kept with comment_helpful in one transaction, so the sort needs no count. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_product_idx').on(t.productId, t.createdAt),
    // One comment per customer per product: a second one edits the first.
    uniqueIndex('comments_product_customer_uq')
      .on(t.productId, t.customerId)
      .where(sql`${t.customerId} is not null`),
    index('comments_status_idx').on(t.status, t.createdAt),
  ],
);

export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  // Once per customer per comment, however many times it is sent.
  (t) => [uniqueIndex('comment_reports_comment_customer_uq').on(t.commentId, t.customerId)],
);

/** A customer found a comment helpful: once per customer per comment, however often it is sent. */
export const commentHelpful = pgTable(
  'comment_helpful',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.customerId] })],
);

export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** Back-in-stock reminders ("observe"). */
export const stockReminders = pgTable(
  'stock_reminders',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Also tell the customer by SMS when the product is back. */
    bySms: boolean('by_sms').notNull().default(false),
    /** When the reminder fired: a spent reminder waits no more (asking again re-arms it). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('stock_reminders_waiting_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: varchar('title', { length: 160 }).notNull(),
    message: text('message').notNull(),
    variant: varchar('variant', { length: 16 }).notNull().default('info'),
    code: varchar('code', { length: 40 }),
    /** The storefront path of what it is about (an order, a product), or none. */
    link: varchar('link', { length: 300 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_customer_idx').on(t.customerId, t.createdAt),
    index('notifications_unread_idx').on(t.customerId).where(sql`${t.readAt} is null`),
  ],
);

/** A browser's Web Push subscription (endpoint and keys), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId),
  ],
);

/** The built-in push adapter's record of what it would have pushed (PUSH_PROVIDER=outbox). */
export const pushOutbox = pgTable('push_outbox', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  title: varchar('title', { length: 160 }).notNull(),
  body: text('body').notNull(),
  link: varchar('link', { length: 300 }),
  createdAt: createdAt(),
});
