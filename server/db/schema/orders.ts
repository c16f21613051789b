// The cart, coupons, orders and what happens to them.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  OrderKind,
  OrderStatus,
  PaymentType,
  SubmitSource,
} from '@/lib/contract/order-status';
import { products } from './catalog';
import { createdAt, updatedAt } from './columns';
import { addresses, zoneTimes } from './delivery';
import { customers, users } from './people';
import { shops } from './shops';

export type CartTopping = { id: number; count: number };
export type LineReservation = { reserve_date: string; start_time: string; end_time: string };

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    toppings: jsonb('toppings').$type<CartTopping[]>().notNull().default([]),
    reservations: jsonb('reservations').$type<LineReservation[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [index('cart_items_customer_idx').on(t.customerId)],
);

export type CouponKind = 'percent' | 'fixed' | 'free_shipping' | 'gift';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<CouponKind>().notNull(),
    /** Percent (1–100) or Toman, by kind. */
    value: integer('value').notNull().default(0),
    maxDiscount: integer('max_discount'),
    minPrice: integer('min_price').notNull().default(0),
    /** Total uses allowed; null = unlimited. 1 = single use. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit'),
    /** Restricts a coupon (e.g. a gift code) to one customer. */
    customerId: integer('customer_id').references(() => customers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    trackingCode: varchar('tracking_code', { length: 16 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: varchar('status', { length: 16 }).$type<OrderStatus>().notNull().default('created'),
    /** 'site' for the storefront, 'panel' for staff-created orders. */
    submitBy: varchar('submit_by', { length: 8 }).$type<SubmitSource>().notNull().default('site'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    kind: varchar('kind', { length: 16 }).$type<OrderKind>().notNull().default('order'),
    paymentType: varchar('payment_type', { length: 8 })
      .$type<PaymentType>()
      .notNull()
      .default('cash'),
    isPaid: boolean('is_paid').notNull().default(false),
    isBulk: boolean('is_bulk').notNull().default(false),
    /** Sum of lines in Toman before discount and shipping. */
    itemsPrice: integer('items_price').notNull(),
    discount: integer('discount').notNull().default(0),
    shippingPrice: integer('shipping_price').notNull().default(0),
    /** What the customer owes: items − discount + shipping. */
    price: integer('price').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    addressId: integer('address_id').references(() => addresses.id),
    /** The branch a pickup order is collected from. */
    pickupShopId: integer('pickup_shop_id').references(() => shops.id),
    deliveryType: varchar('delivery_type', { length: 8 })
      .$type<'delivery' | 'pickup'>()
      .notNull()
      .default('delivery'),
    reserveDate: date('reserve_date', { mode: 'string' }),
    startTime: varchar('start_time', { length: 5 }),
    endTime: varchar('end_time', { length: 5 }),
    zoneTimeId: integer('zone_time_id').references(() => zoneTimes.id),
    /** Collection requests: when the next pickup is due. */
    nextOrderTime: timestamp('next_order_time', { withTimezone: true }),
    description: text('description').notNull().default(''),
    /** The driver's note shown in red on the order card. */
    driverNote: text('driver_note'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_tracking_uq').on(t.trackingCode),
    uniqueIndex('orders_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: varchar('name', { length: 200 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    count: integer('count').notNull(),
    toppings: jsonb('toppings')
      .$type<{ id: number; name: string; price: number; count: number }[]>()
      .notNull()
      .default([]),
    reservations: jsonb('reservations').$type<LineReservation[]>().notNull().default([]),
    total: integer('total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: varchar('from_status', { length: 16 }),
  toStatus: varchar('to_status', { length: 16 }).notNull(),
  byRole: varchar('by_role', { length: 16 }).notNull(),
  createdAt: createdAt(),
});

export const orderRatings = pgTable('order_ratings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  star: smallint('star').notNull().default(3),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
});

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId, t.customerId)],
);
