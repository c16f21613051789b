// A picture a customer uploaded (re-encoded); the file lives under the uploads folder by `name`.
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customers } from './people';

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
