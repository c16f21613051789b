// The shop's branches and the QR codes printed for them.
import {
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The shop's branches: where a pickup order is collected (its address, opening
 * hours and point on the map), and where a printed QR code logs a visitor in.
 * Hours and point are empty for a branch that has not given them.
 */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  address: text('address').notNull().default(''),
  /** Opening and closing time, HH:mm, Tehran. */
  opensAt: varchar('opens_at', { length: 5 }),
  closesAt: varchar('closes_at', { length: 5 }),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
});

/** One printed QR code: a single-use, short-lived secret (stored hashed) for one shop. */
export const shopQrCodes = pgTable('shop_qr_codes', {
  id: serial('id').primaryKey(),
  shopName: varchar('shop_name', { length: 120 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  loginToId: integer('login_to_id')
    .notNull()
    .references(() => shops.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
