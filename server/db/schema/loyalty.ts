// Loyalty: points, gifts, the wheel and referrals.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { addresses } from './delivery';
import { coupons, orders } from './orders';
import { customers, users } from './people';
import { shops } from './shops';

export const pointHistories = pgTable(
  'point_histories',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 32 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    giftRequestId: integer('gift_request_id'),
    referralId: integer('referral_id'),
    wheelSpinId: integer('wheel_spin_id'),
    /** Who made a staff adjustment, and why (Persian, shown in the history). */
    userId: integer('user_id').references(() => users.id),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_histories_customer_idx').on(t.customerId, t.createdAt),
    index('point_histories_order_idx').on(t.orderId),
  ],
);

export const giftCategories = pgTable('gift_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => giftCategories.id),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    points: integer('points').notNull(),
    /** Units left; null = unlimited. Held by a pending request, given back when it is cancelled. */
    stock: integer('stock'),
    isActive: boolean('is_active').notNull().default(true),
    /** The request must carry a valid national code (cards, experiences booked by name). */
    requiresNationCode: boolean('requires_nation_code').notNull().default(false),
    /** How the gift reaches the customer: sent to an address or collected at a branch. */
    delivery: varchar('delivery', { length: 8 })
      .$type<'address' | 'branch'>()
      .notNull()
      .default('address'),
  },
  (t) => [check('gifts_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

export const giftRequests = pgTable(
  'gift_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id),
    points: integer('points').notNull(),
    /** 1 pending, 2 accepted, 3 sent, 4 rejected, 5 cancelled by the customer. */
    status: smallint('status').notNull().default(1),
    /** The customer information the gift needs, as it was sent. */
    firstName: varchar('first_name', { length: 80 }).notNull().default(''),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    nationCode: varchar('nation_code', { length: 10 }),
    addressId: integer('address_id').references(() => addresses.id),
    address: text('address'),
    branchId: integer('branch_id').references(() => shops.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gift_requests_customer_idx').on(t.customerId, t.createdAt)],
);

export const wheelPrizes = pgTable('wheel_prizes', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  /** points: value points; coupon: a personal fixed code of value Toman; credit: value Toman of account credit. */
  kind: varchar('kind', { length: 16 })
    .$type<'points' | 'coupon' | 'credit' | 'nothing'>()
    .notNull(),
  value: integer('value').notNull().default(0),
  weight: integer('weight').notNull().default(1),
  color: varchar('color', { length: 9 }).notNull().default('#999999'),
  isActive: boolean('is_active').notNull().default(true),
});

export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => wheelPrizes.id),
    /** The spin period (Tehran days since the epoch ÷ period length): one spin each. */
    period: integer('period').notNull().default(0),
    /** The personal code a coupon prize made. */
    couponId: integer('coupon_id').references(() => coupons.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wheel_spins_period_uq').on(t.customerId, t.period)],
);

export const referralPlans = pgTable('referral_plans', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 160 }).notNull(),
  description: text('description').notNull().default(''),
  referrerPoints: integer('referrer_points').notNull().default(0),
  referredPoints: integer('referred_points').notNull().default(0),
  /** How many friends one customer may introduce under this plan; null = no limit. */
  maxReferrals: integer('max_referrals'),
  isActive: boolean('is_active').notNull().default(true),
  softDelete: boolean('soft_delete').notNull().default(false),
  /** The moment the plan ends (a seasonal plan); from then on it is neither offered nor accepted. Null: no end. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id),
    /** The friend's customer, once they first log in with the introduced mobile. */
    referredId: integer('referred_id').references(() => customers.id),
    /** The friend as introduced (normalised 09xxxxxxxxx); one referrer per mobile. */
    referredMobile: varchar('referred_mobile', { length: 11 }).notNull(),
    referredFirstName: varchar('referred_first_name', { length: 80 }).notNull().default(''),
    referredLastName: varchar('referred_last_name', { length: 80 }).notNull().default(''),
    planId: integer('plan_id')
      .notNull()
      .references(() => referralPlans.id),
    /** When the plan's reward was given (the friend's first completed order); once. */
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referred_uq').on(t.referredId),
    uniqueIndex('referrals_referred_mobile_uq').on(t.referredMobile),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
  ],
);
