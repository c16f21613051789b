import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { ReservationItem } from '@/lib/contract/reservation';
import type { Executor } from '@/server/db/database';
import { orders, reservations } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { shopToday } from '@/server/services/catalog/shop-days';
import { toOrders } from '@/server/services/order/order-view';
import { ownOrderRow } from '@/server/services/order/orders';

type ReservationRow = typeof reservations.$inferSelect;

const toSlot = (row: ReservationRow) => ({
  product_id: row.productId,
  reserve_date: row.reserveDate,
  start_time: row.startTime,
  end_time: row.endTime,
  count: row.count,
  extra_people: row.extraPeople,
});

async function slotsOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, ReturnType<typeof toSlot>[]>();
  const rows = await db
    .select()
    .from(reservations)
    .where(inArray(reservations.orderId, [...orderIds]))
    .orderBy(asc(reservations.reserveDate), asc(reservations.startTime), asc(reservations.id));
  const byOrder = new Map<number, ReturnType<typeof toSlot>[]>();
  for (const row of rows)
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toSlot(row)]);
  return byOrder;
}

/** The slots an order booked, by day and time. */
export async function bookedSlotsOf(db: Executor, orderId: number) {
  return (await slotsOf(db, [orderId])).get(orderId) ?? [];
}

/** One of the caller's reservation orders with its slots; anyone else's (or a plain order) is a 404. */
export async function ownReservation(
  db: Executor,
  customerId: number,
  orderId: number,
): Promise<ReservationItem> {
  const row = await ownOrderRow(db, customerId, orderId);
  if (row.kind !== 'reservation') throw ApiError.notFound();
  const [order] = await toOrders(db, [row]);
  if (!order) throw ApiError.notFound();
  return { order, reservations: await bookedSlotsOf(db, orderId) };
}

/**
 * The caller's reservation orders: upcoming ones (today on) soonest first, or
 * past ones latest first, each with its slots.
 */
export async function listReservations(
  db: Executor,
  customerId: number,
  when: 'upcoming' | 'past',
): Promise<ReservationItem[]> {
  const today = shopToday();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.kind, 'reservation'),
        when === 'upcoming' ? gte(orders.reserveDate, today) : lt(orders.reserveDate, today),
      ),
    )
    .orderBy(
      ...(when === 'upcoming'
        ? [asc(orders.reserveDate), asc(orders.startTime), asc(orders.id)]
        : [desc(orders.reserveDate), desc(orders.startTime), desc(orders.id)]),
    )
    .limit(100);
  const [views, slots] = await Promise.all([
    toOrders(db, rows),
    slotsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return views.map((order) => ({ order, reservations: slots.get(order.order_id) ?? [] }));
}
