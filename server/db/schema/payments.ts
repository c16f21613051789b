// Money: gateway payments, the sandbox bank, the account-credit ledger.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { customers, users } from './people';

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
