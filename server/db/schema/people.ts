// Customers, their types, and staff users.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    /** A business customer's national id (شناسه ملی, 11 digits), printed on its invoices. */
    companyNationalId: varchar('company_national_id', { length: 11 }),
    /** A business customer's economic code (کد اقتصادی, 12 digits), printed on its invoices. */
    economicCode: varchar('economic_code', { length: 12 }),
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
