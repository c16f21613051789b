// What a customer looked at: the products they opened last, kept per customer.
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './people';

/**
 * One row per product a customer opened, its time moved forward on every
 * visit; the oldest beyond the kept number are trimmed on write.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('recently_viewed_customer_idx').on(t.customerId, t.viewedAt),
  ],
);
