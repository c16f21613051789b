// Signing in and its limits: tokens, one-time codes and the SMS outbox, rate limits, SSO.
import {
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
import { createdAt } from './columns';
import { customers, users } from './people';

export type TokenRole = 'guest' | 'customer' | 'staff';

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    role: varchar('role', { length: 16 }).$type<TokenRole>().notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * rate-limiter-flexible's buckets when limits are kept in the database (no
 * REDIS_URL): one row per rule and subject, points used and when the window
 * ends, so a limit holds across every server instance and process.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limit_buckets_expire_idx').on(t.expire)],
);

/**
 * One row per SSO login started here: the OAuth `state` and the PKCE verifier
 * that only this server knows. Used once, within minutes.
 */
export const ssoStates = pgTable('sso_states', {
  state: varchar('state', { length: 64 }).primaryKey(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The built-in city portal's people (SSO_PROVIDER=local): who can sign in there. */
export const ssoLocalCitizens = pgTable(
  'sso_local_citizens',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Normalised 09xxxxxxxxx: the identity the shop receives. */
    mobile: varchar('mobile', { length: 11 }).notNull(),
  },
  (t) => [uniqueIndex('sso_local_citizens_mobile_uq').on(t.mobile)],
);

/**
 * Authorization codes the built-in portal issued: single use, short lived and
 * bound to the state, redirect_uri and PKCE challenge they were issued for.
 * Only the code's sha256 is kept.
 */
export const ssoLocalCodes = pgTable('sso_local_codes', {
  codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
  citizenId: integer('citizen_id')
    .notNull()
    .references(() => ssoLocalCitizens.id),
  state: varchar('state', { length: 64 }).notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: varchar('code_challenge', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
