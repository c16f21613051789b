import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Order, OrderPage } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { Executor } from '@/server/db/database';
import { orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { type OrderRow, toOrder, toOrders } from './order-view';

export type OrdersFilter = {
  /** One customer's orders; every customer's for staff when absent. */
  customerId?: number;
  status?: OrderStatus[];
  page: number;
  limit: number;
  sort: '-created_at' | 'created_at';
};

/** A page of orders, newest first by default (spec 3: data and page_number). */
export async function listOrders(db: Executor, filter: OrdersFilter): Promise<OrderPage> {
  const where = and(
    filter.customerId === undefined ? undefined : eq(orders.customerId, filter.customerId),
    filter.status ? inArray(orders.status, filter.status) : undefined,
  );
  const order: SQL[] =
    filter.sort === 'created_at'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
  // The total rides on every row of the page (a window over the whole filter),
  // so a page is one statement; only a page past the end has no row to carry it.
  const page = await db
    .select({ row: orders, total: sql`count(*) over ()`.mapWith(Number) })
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const rows = page.map(({ row }) => row);
  const n = page[0]?.total ?? (filter.page > 1 ? await countOrders(db, where) : 0);
  return {
    data: await toOrders(db, rows),
    page_number: filter.page,
    count: n,
    page_count: Math.ceil(n / filter.limit),
  };
}

async function countOrders(db: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return total?.n ?? 0;
}

/** The customer's own order row; anyone else's is a 404, as if it did not exist. */
export async function ownOrderRow(
  db: Executor,
  customerId: number,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound();
  return row;
}

export async function orderRow(
  db: Executor,
  orderId: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound();
  return row;
}

export async function getOwnOrder(
  db: Executor,
  customerId: number,
  orderId: number,
): Promise<Order> {
  return toOrder(db, await ownOrderRow(db, customerId, orderId));
}
