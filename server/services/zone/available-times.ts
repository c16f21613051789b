import { and, asc, between, count, eq, inArray, notInArray } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import type { AvailableTime } from '@/lib/contract/zone';
import { formatWeekday, tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { orders, zoneTimes } from '@/server/db/schema';
import { holidaysBetween, iranWeekday } from '@/server/services/catalog/shop-days';
import type { Point } from './point-in-polygon';
import { activeZones, zoneAt } from './zones';

/** Today and the six days after it. */
export const AVAILABLE_DAYS = 7;

export function addDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// Built once: a formatter costs about ten times a format to make.
const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Tehran as HH:mm, whatever the server's zone. */
export function tehranClock(instant: Date): string {
  const parts = clockFormat.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

const slotKey = (zoneTimeId: number, day: string) => `${zoneTimeId}|${day}`;

/**
 * The delivery windows of the zone holding a point over the coming seven days
 * (Tehran time). Iranian holidays have none; today keeps only windows that have
 * not started, since an order needs time to be made ready. Remaining is the
 * window's capacity minus the live (not cancelled) orders booked into it on that
 * date. Outside every zone: no windows.
 */
export async function availableTimes(
  db: Executor,
  point: Point,
  now: Date = new Date(),
): Promise<{ inZone: boolean; times: AvailableTime[] }> {
  const zone = zoneAt(await activeZones(db), point);
  if (!zone) return { inZone: false, times: [] };
  return { inZone: true, times: await zoneWindows(db, zone.id, now) };
}

async function zoneWindows(db: Executor, zoneId: number, now: Date): Promise<AvailableTime[]> {
  const today = tehranDate(now);
  const last = addDays(today, AVAILABLE_DAYS - 1);
  const clock = tehranClock(now);
  const days = Array.from({ length: AVAILABLE_DAYS }, (_, i) => addDays(today, i));

  const [schedule, closed] = await Promise.all([
    db
      .select()
      .from(zoneTimes)
      .where(eq(zoneTimes.zoneId, zoneId))
      .orderBy(asc(zoneTimes.startTime), asc(zoneTimes.endTime), asc(zoneTimes.id)),
    holidaysBetween(db, today, last),
  ]);
  if (schedule.length === 0) return [];

  const booked = await db
    .select({ zoneTimeId: orders.zoneTimeId, day: orders.reserveDate, taken: count() })
    .from(orders)
    .where(
      and(
        inArray(
          orders.zoneTimeId,
          schedule.map((window) => window.id),
        ),
        between(orders.reserveDate, today, last),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
      ),
    )
    .groupBy(orders.zoneTimeId, orders.reserveDate);
  const taken = new Map(
    booked.map((row) => [slotKey(row.zoneTimeId ?? 0, row.day ?? ''), row.taken]),
  );

  const times: AvailableTime[] = [];
  for (const day of days) {
    if (closed.has(day)) continue;
    const weekday = iranWeekday(day);
    const weekdayName = formatWeekday(day);
    for (const window of schedule) {
      if (window.weekday !== weekday) continue;
      if (day === today && window.startTime <= clock) continue;
      times.push({
        id: window.id,
        zone_id: zoneId,
        date: day,
        weekday: weekdayName,
        start_time: window.startTime,
        end_time: window.endTime,
        capacity: window.capacity,
        remaining: Math.max(0, window.capacity - (taken.get(slotKey(window.id, day)) ?? 0)),
      });
    }
  }
  return times;
}
