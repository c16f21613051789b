import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CollectionPage, CollectionRequest } from '@/lib/contract/collection';
import { DEFAULT_TAB_STATUSES, type OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orders } from '@/server/db/schema';
import { collectionRow, toCollectionRequest, toCollectionRequests } from './schedule';

export type CollectionFilter = {
  customerId: number;
  status?: OrderStatus[];
  page: number;
  limit: number;
};

/** The caller's collection requests, newest first, paged like the orders (spec 3: data and page_number). */
export async function listCollectionRequests(
  db: Executor,
  filter: CollectionFilter,
): Promise<CollectionPage> {
  const where = and(
    eq(orders.customerId, filter.customerId),
    eq(orders.kind, 'collection'),
    filter.status ? inArray(orders.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await toCollectionRequests(db, rows),
    page_number: filter.page,
    count: n,
    page_count: Math.ceil(n / filter.limit),
  };
}

/** One of the caller's collection requests; anyone else's (or an ordinary order) is a 404. */
export async function getOwnCollectionRequest(
  db: Executor,
  customerId: number,
  orderId: number,
): Promise<CollectionRequest> {
  return toCollectionRequest(db, await collectionRow(db, orderId, { customerId }));
}

/** Staff: the live requests due on a day, by window. */
export async function collectionRequestsDue(
  db: Executor,
  day: string,
): Promise<CollectionRequest[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'collection'),
        eq(orders.reserveDate, day),
        inArray(orders.status, [...DEFAULT_TAB_STATUSES]),
      ),
    )
    .orderBy(asc(orders.startTime), asc(orders.id));
  return toCollectionRequests(db, rows);
}
