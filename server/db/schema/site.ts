// The storefront's own content and settings: banners, home sections, configuration, locations.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { updatedAt } from './columns';

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
