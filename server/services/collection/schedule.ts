import { and, eq, inArray } from 'drizzle-orm';
import { weekdayName } from '@/lib/collection/form-rules';
import type { CollectionRequest } from '@/lib/contract/collection';
import { formatWeekday, tehranDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import type { Executor } from '@/server/db/database';
import { collectionSchedules, orders, zoneTimes } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { holidaysBetween, iranWeekday } from '@/server/services/catalog/shop-days';
import type { OrderRow } from '@/server/services/order/order-view';
import { toOrders } from '@/server/services/order/order-view';
import { addDays } from '@/server/services/zone/available-times';
import {
  NEXT_PICKUP_SEARCH_DAYS,
  nextPickupDay,
  type PickupPlan,
  tehranInstant,
} from './next-pickup';

const messages = apiMessages.collection;

export type ScheduleRow = typeof collectionSchedules.$inferSelect;

/** The next due pickup day of a request, with the holidays of the days it may fall on read from the database. */
export async function nextPickup(
  db: Executor,
  plan: PickupPlan,
  now: Date,
): Promise<string | null> {
  const today = tehranDate(now);
  const latest = [plan.firstDate, plan.lastPickupDate ?? today, today].sort().at(-1) ?? today;
  const closed = await holidaysBetween(db, today, addDays(latest, NEXT_PICKUP_SEARCH_DAYS + 1));
  return nextPickupDay(plan, now, closed);
}

export function planOf(row: OrderRow, schedule: ScheduleRow): PickupPlan {
  return {
    repeat: schedule.repeat,
    weekdays: schedule.weekdays,
    // A one-off request keeps its day in reserve_date; a repeating one is due from there on.
    firstDate: row.reserveDate ?? tehranDate(row.createdAt),
    startTime: row.startTime ?? '00:00',
    lastPickupDate: schedule.lastPickupDate,
  };
}

export async function scheduleOf(db: Executor, orderId: number): Promise<ScheduleRow> {
  const [row] = await db
    .select()
    .from(collectionSchedules)
    .where(eq(collectionSchedules.orderId, orderId));
  if (!row) throw ApiError.badRequest(messages.notCollectionRequest);
  return row;
}

/**
 * The order columns that say when a request is next due: its day, the
 * instant its window starts, and for delivery the zone_times row of that
 * day's weekday with the same window (each weekday has its own rows).
 */
export async function dueColumns(
  db: Executor,
  row: OrderRow,
  day: string,
): Promise<Pick<OrderRow, 'reserveDate' | 'nextOrderTime' | 'zoneTimeId'>> {
  let zoneTimeId: number | null = null;
  if (row.zoneTimeId !== null && row.startTime && row.endTime) {
    const [current] = await db
      .select({ zoneId: zoneTimes.zoneId })
      .from(zoneTimes)
      .where(eq(zoneTimes.id, row.zoneTimeId));
    const [same] = current
      ? await db
          .select({ id: zoneTimes.id })
          .from(zoneTimes)
          .where(
            and(
              eq(zoneTimes.zoneId, current.zoneId),
              eq(zoneTimes.weekday, iranWeekday(day)),
              eq(zoneTimes.startTime, row.startTime),
              eq(zoneTimes.endTime, row.endTime),
            ),
          )
          .limit(1)
      : [];
    if (!same) {
      throw ApiError.badRequest(
        fillMessage(messages.windowNotOnWeekday, {
          ...windowEnds(row.startTime, row.endTime),
          weekday: formatWeekday(day),
        }),
      );
    }
    zoneTimeId = same.id;
  }
  return {
    reserveDate: day,
    nextOrderTime: tehranInstant(day, row.startTime ?? '00:00'),
    zoneTimeId,
  };
}

/** Requests as the customer and staff see them: spec 3's item (the order view) with its schedule. */
export async function toCollectionRequests(
  db: Executor,
  rows: readonly OrderRow[],
): Promise<CollectionRequest[]> {
  if (rows.length === 0) return [];
  const [views, schedules] = await Promise.all([
    toOrders(db, rows),
    db
      .select()
      .from(collectionSchedules)
      .where(
        inArray(
          collectionSchedules.orderId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  const scheduleOfOrder = new Map(schedules.map((schedule) => [schedule.orderId, schedule]));
  return views.map((view) => {
    const schedule = scheduleOfOrder.get(view.order_id);
    const weekdays = schedule?.repeat ? [...schedule.weekdays].sort() : [];
    return {
      ...view,
      schedule: {
        repeat: schedule?.repeat ?? false,
        weekdays,
        weekday_titles: weekdays.map(weekdayName),
        pickups_done: schedule?.pickupsDone ?? 0,
        last_pickup_date: schedule?.lastPickupDate ?? null,
      },
    };
  });
}

export async function toCollectionRequest(db: Executor, row: OrderRow): Promise<CollectionRequest> {
  const [view] = await toCollectionRequests(db, [row]);
  if (!view) throw ApiError.notFound();
  return view;
}

/** A collection request's row, locked when asked; another kind of order or none is a 404 for the customer. */
export async function collectionRow(
  db: Executor,
  orderId: number,
  options: { customerId?: number; lock?: boolean } = {},
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.kind, 'collection'),
        options.customerId === undefined ? undefined : eq(orders.customerId, options.customerId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound();
  return row;
}
