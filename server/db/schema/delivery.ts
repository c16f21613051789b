// Where and when orders are delivered: zones, their times, addresses, holidays.
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './people';
import { locations } from './site';

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  /** Ring of [lat, lng] points. */
  polygon: jsonb('polygon').$type<[number, number][]>().notNull(),
  shippingPrice: integer('shipping_price').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const zoneTimes = pgTable(
  'zone_times',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    /** 0 = Saturday … 6 = Friday, the Iranian week. */
    weekday: smallint('weekday').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    capacity: integer('capacity').notNull().default(20),
  },
  (t) => [index('zone_times_zone_idx').on(t.zoneId, t.weekday)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: varchar('title', { length: 80 }).notNull(),
    address: text('address').notNull(),
    number: varchar('number', { length: 20 }).notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    locationId: integer('location_id').references(() => locations.id),
    firstName: varchar('first_name', { length: 80 }).notNull().default(''),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    isPreferred: boolean('is_preferred').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

export const holidays = pgTable(
  'holidays',
  {
    date: date('date', { mode: 'string' }).notNull(),
    country: varchar('country', { length: 2 }).notNull().default('IR'),
    title: varchar('title', { length: 160 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.date] })],
);
