import { and, asc, eq, inArray } from 'drizzle-orm';
import { RETURN_WORKING_DAYS } from '@/lib/contract/order-return';
import { tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { orderStatusHistory } from '@/server/db/schema';
import { holidaysBetween } from '@/server/services/catalog/shop-days';
import { addDays } from '@/server/services/zone/available-times';
import { lastWorkingDay } from './working-days';

/**
 * Seven working days never span more than this many calendar days, even
 * around Nowruz's run of holidays: the holidays read for one deadline.
 */
const SPAN_DAYS = 40;

/**
 * When each order was delivered: its first move to completed (a refused return
 * moves it back to completed, which delivers nothing again).
 */
export async function deliveredAt(db: Executor, orderIds: number[]): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderStatusHistory.orderId, at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(
      and(
        inArray(orderStatusHistory.orderId, orderIds),
        eq(orderStatusHistory.toStatus, 'completed'),
      ),
    )
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const delivered = new Map<number, Date>();
  for (const row of rows) if (!delivered.has(row.orderId)) delivered.set(row.orderId, row.at);
  return delivered;
}

/** The last Tehran day (YYYY-MM-DD) goods delivered at each of these moments may be returned on. */
export async function returnDeadlines(
  db: Executor,
  delivered: ReadonlyMap<number, Date>,
): Promise<Map<number, string>> {
  const days = new Map([...delivered].map(([id, at]) => [id, tehranDate(at)]));
  const sorted = [...days.values()].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return new Map();
  const holidays = await holidaysBetween(db, first, addDays(last, SPAN_DAYS));
  return new Map(
    [...days].map(([id, day]) => [id, lastWorkingDay(day, RETURN_WORKING_DAYS, holidays)]),
  );
}

export async function returnDeadline(db: Executor, delivered: Date): Promise<string> {
  const deadline = (await returnDeadlines(db, new Map([[0, delivered]]))).get(0);
  if (!deadline) throw new Error('a delivery gave no deadline');
  return deadline;
}

/** Whether the deadline has not passed yet at `now` (the whole last day counts). */
export function withinDeadline(deadline: string, now: Date): boolean {
  return tehranDate(now) <= deadline;
}
