// The catalogue: categories, products and their search words, toppings, properties and packs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, updatedAt } from './columns';

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
