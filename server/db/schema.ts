import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  OrderKind,
  OrderStatus,
  PaymentType,
  SubmitSource,
} from '@/lib/contract/order-status';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Kept current by every Drizzle update: sitemaps and caches read it as "last changed". */
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ───────────────────────────── catalogue ───────────────────────────── */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    parentId: integer('parent_id'),
    /** A base category heads a family of sub-categories on the home page. */
    isBase: boolean('is_base').notNull().default(false),
    /** Position within a "category steps" sequence (1, 2, 3 …), null when not a step. */
    step: smallint('step'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('categories_slug_uq').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export type ProductExtra = { reservable?: 'true' | 'false'; collection?: 'true' | 'false' };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 240 }).notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Toman, integer. */
    price: integer('price').notNull(),
    /** Discounted price in Toman when a discount is running. */
    discountPrice: integer('discount_price'),
    /** What the customer pays per unit: the discounted price when there is one. */
    finalPrice: integer('final_price')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discount_price, price)`),
    /** Units on hand; null means not tracked (always available). */
    stock: integer('stock'),
    /** Per-order ceiling; also the pack limit used by package-to-cart. */
    orderLimit: integer('order_limit'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    extra: jsonb('extra').$type<ProductExtra>().notNull().default({}),
    /** Loyalty points earned per Toman spent on this product, times 1000. */
    scoreFactor: integer('score_factor').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    /** The name in search normal form (lib/text/normalize-search): a match here ranks first. */
    searchName: text('search_name').notNull().default(''),
    /** Normalised name + category + keywords, the words searched. */
    searchText: text('search_text').notNull().default(''),
    /**
     * search_text without its word breaks, searched through a trigram index: a
     * word typed without its space or ZWNJ («بهلیمو») still finds «به لیمو».
     */
    searchCompact: text('search_compact')
      .notNull()
      .generatedAlwaysAs(sql`replace(search_text, ' ', '')`),
    /**
     * The words of search_text: words under three letters (گز، نان …) have no
     * trigrams, so they are matched whole through this array's GIN index instead.
     */
    searchWords: text('search_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`string_to_array(search_text, ' ')`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_final_price_idx').on(t.finalPrice, t.id),
    index('products_sales_idx').on(t.salesCount, t.id),
    index('products_search_compact_trgm_idx').using('gin', sql`${t.searchCompact} gin_trgm_ops`),
    index('products_search_words_idx').using('gin', t.searchWords),
    // Tiny: only rows written before the current search form (see search-reindex.ts).
    index('products_search_pending_idx').on(t.id).where(sql`search_name = ''`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/**
 * The catalogue's words with each product's sort keys, one row per (word,
 * product), kept by a trigger on products (migration 0004). A one-word search
 * walks (word, sort key) in order and stops at the page: its cost no longer
 * grows with the number of matches, which is what made «گز» on 100 000
 * products several times slower than on 1 000. Never written by application code.
 */
export const productWords = pgTable(
  'product_words',
  {
    word: text('word').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    finalPrice: integer('final_price').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    listed: boolean('listed').notNull(),
    inStock: boolean('in_stock').notNull(),
    /**
     * How the word stands in the product's name: 0 its first word, 1 another
     * word of it, 3 not in it (category, properties, keywords). A search with no
     * chosen order lists by this, then newest, as nameRank does on products.
     */
    nameRank: smallint('name_rank').notNull().default(3),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.productId] }),
    index('product_words_price_idx').on(t.word, t.finalPrice, t.productId),
    index('product_words_sales_idx').on(t.word, t.salesCount, t.productId),
    index('product_words_created_idx').on(t.word, t.createdAt, t.productId),
    index('product_words_product_idx').on(t.productId),
    index('product_words_relevance_idx').on(
      t.word,
      t.nameRank,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every word the catalogue's search text has held, with its spelling folded
 * (lib/text/search-spelling.ts: ذ ظ ض → ز, گ → ک …). A query word's close
 * spellings are looked up here, one btree probe each, to learn which real
 * words they name («گذ» → گز, «سوهن» → سوهان) before products are searched
 * by those words. Filled by product_words' trigger (migration 0016), insert
 * only: a word no product holds any more finds nothing, so it is harmless.
 * Never written by application code.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    folded: text('folded').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.folded, t.word] })],
);

export const toppings = pgTable(
  'toppings',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    price: integer('price').notNull(),
    maxCount: integer('max_count').notNull().default(1),
  },
  (t) => [index('toppings_product_idx').on(t.productId)],
);

export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  position: integer('position').notNull().default(0),
});

export const propertyValues = pgTable(
  'property_values',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 120 }).notNull(),
  },
  (t) => [index('property_values_property_idx').on(t.propertyId)],
);

export const productPropertyValues = pgTable(
  'product_property_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => propertyValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index('product_property_values_value_idx').on(t.valueId, t.productId),
  ],
);

/** A pack ("poster"): a named bundle of products added to the cart together. */
export const posters = pgTable('posters', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 160 }).notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
});

export const posterItems = pgTable(
  'poster_items',
  {
    posterId: integer('poster_id')
      .notNull()
      .references(() => posters.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.posterId, t.productId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 160 }).notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default('/'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export type HomeSectionType =
  | 'favorite'
  | 'discount_banner'
  | 'discount'
  | 'category'
  | 'category_steps';

export const homeSections = pgTable('home_sections', {
  id: serial('id').primaryKey(),
  typeName: varchar('type_name', { length: 32 }).$type<HomeSectionType>().notNull(),
  title: varchar('title', { length: 160 }).notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  position: integer('position').notNull().default(0),
});

/** One row: the storefront's configuration (price_range, palette, skeletonType …). */
export const appConfig = pgTable('app_config', {
  id: smallint('id').primaryKey().default(1),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * The shop's own switches, one row each (comment_moderation …): read by the
 * API, set by staff; unlike app_config, never sent to the storefront whole.
 */
export const shopSettings = pgTable('shop_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    parentId: integer('parent_id'),
    kind: varchar('kind', { length: 16 }).$type<'province' | 'city' | 'district'>().notNull(),
  },
  (t) => [index('locations_parent_idx').on(t.parentId)],
);

/* ───────────────────────────── people and access ───────────────────────────── */

export const customerTypes = pgTable('customer_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  parentId: integer('parent_id'),
  softDelete: boolean('soft_delete').notNull().default(false),
  /**
   * A customer may pick this type for themselves in the profile. Every other
   * type (loyalty tiers, business partners) carries a privilege and is granted
   * by staff only; a new type is privileged until the shop says otherwise.
   */
  declarable: boolean('declarable').notNull().default(false),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Normalised 09xxxxxxxxx. */
    mobile: varchar('mobile', { length: 11 }).notNull(),
    firstName: varchar('first_name', { length: 80 }).notNull().default(''),
    lastName: varchar('last_name', { length: 80 }).notNull().default(''),
    gender: varchar('gender', { length: 8 }).$type<'woman' | 'man'>(),
    birthday: date('birthday', { mode: 'string' }),
    nationCode: varchar('nation_code', { length: 10 }),
    fatherName: varchar('father_name', { length: 80 }),
    postalCode: varchar('postal_code', { length: 10 }),
    extra: jsonb('extra').$type<{ number_id?: string }>().notNull().default({}),
    customerTypeId: integer('customer_type_id').references(() => customerTypes.id),
    referrerId: integer('referrer_id'),
    /**
     * The code of the customer's invitation link (/login?ref=…), made the first
     * time they ask for it: random, so nobody can walk the codes to read names.
     */
    referralCode: varchar('referral_code', { length: 16 }),
    /** Account credit in Toman; changed only together with a transactions row. */
    credit: integer('credit').notNull().default(0),
    /** Loyalty points; changed only together with a point_histories row. */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_mobile_uq').on(t.mobile),
    uniqueIndex('customers_referral_code_uq').on(t.referralCode),
    check('customers_credit_nonnegative', sql`${t.credit} >= 0`),
    check('customers_points_nonnegative', sql`${t.points} >= 0`),
  ],
);

/** Staff and system users (orders created from the panel carry created_by). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  mobile: varchar('mobile', { length: 11 }),
  role: varchar('role', { length: 16 }).$type<'staff'>().notNull().default('staff'),
  createdAt: createdAt(),
});

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

/* ───────────────────────────── engagement ───────────────────────────── */

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

/** A picture a customer uploaded (re-encoded); the file lives under the uploads folder by `name`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Random, unguessable: the file's name on disk and in its address. */
    name: varchar('name', { length: 64 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_name_uq').on(t.name),
    index('uploads_customer_idx').on(t.customerId),
  ],
);

/* ───────────────────────────── buying ───────────────────────────── */

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

/** Each pickup staff handed over: one row per request and day, so a pickup is never counted twice. */
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

/** Reservable products: bookable windows by weekday with a capacity. */
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservation_holds_customer_product_uq').on(t.customerId, t.productId),
    index('reservation_holds_slot_idx').on(t.productId, t.reserveDate, t.startTime),
  ],
);

/**
 * pending until the gateway's answer is verified; paid once it is; failed when
 * the customer cancelled or the gateway would not confirm it; refunded when the
 * money arrived but the order could no longer take it (canceled, already paid,
 * or its price changed), so it went to the customer's account credit instead.
 */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id').references(() => orders.id),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    paymentFor: varchar('payment_for', { length: 24 })
      .$type<'order' | 'buy_customer_credit'>()
      .notNull(),
    /** The amount asked of the gateway, fixed when the payment is created. */
    amount: integer('amount').notNull(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    authority: varchar('authority', { length: 64 }),
    refId: varchar('ref_id', { length: 64 }),
    status: varchar('status', { length: 8 }).$type<PaymentStatus>().notNull().default('pending'),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_authority_uq').on(t.gateway, t.authority),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type SandboxBankStatus = 'pending' | 'paid' | 'canceled';

/**
 * The built-in sandbox bank's own ledger: what a real gateway keeps on its side.
 * The shop's verify asks this table, never the callback's query string.
 */
export const sandboxBankTransactions = pgTable(
  'sandbox_bank_transactions',
  {
    id: serial('id').primaryKey(),
    authority: varchar('authority', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull().default(''),
    mobile: varchar('mobile', { length: 11 }),
    callbackUrl: text('callback_url').notNull(),
    status: varchar('status', { length: 8 })
      .$type<SandboxBankStatus>()
      .notNull()
      .default('pending'),
    /** The bank's reference number, issued when the customer pays. */
    refId: varchar('ref_id', { length: 32 }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_bank_transactions_authority_uq').on(t.authority),
    check('sandbox_bank_transactions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The account-credit ledger; customers.credit is its running balance. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: varchar('kind', { length: 24 })
      .$type<'top_up' | 'order_payment' | 'refund' | 'gift'>()
      .notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    orderId: integer('order_id').references(() => orders.id),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_transactions_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('credit_transactions_payment_uq').on(t.paymentId),
  ],
);

/**
 * One row per Idempotency-Key a caller sent to a call (server/http/idempotency):
 * scope names the caller and the call, fingerprint the request it was first
 * used for; status and response are the answer a repeat gets. Claimed in the
 * transaction of the call's effect, so the two exist together or not at all.
 * Rows older than a day count as gone and are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 64 }).notNull(),
    scope: varchar('scope', { length: 255 }).notNull(),
    /** sha256 (hex) of the method, path, query and body. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    response: jsonb('response').$type<unknown>(),
    status: smallint('status'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/* ───────────────────────────── loyalty ───────────────────────────── */

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
