import { getDaysInMonth, newDate } from 'date-fns-jalali';
import { and, eq } from 'drizzle-orm';
import type { CalendarDay, CalendarDayState, ReservationWindow } from '@/lib/contract/catalog';
import { roomFor } from '@/lib/reservation/calendar';
import type { Executor } from '@/server/db/database';
import { products } from '@/server/db/schema';
import { findListedProduct } from './product-detail';
import { isListed, isReservable } from './product-query';
import { windowsByDay } from './reservation-capacity';
import { dayStatuses, shopToday } from './shop-days';

export type CalendarRequest = { year: number; month: number; double: boolean };

const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** The Gregorian days of a Jalali month (1–12), in order. */
export function jalaliMonthDays(year: number, month: number): string[] {
  const first = newDate(year, month - 1, 1);
  // Read the local calendar day once, then step in UTC so no time zone or DST shift can skip a day.
  const start = Date.UTC(first.getFullYear(), first.getMonth(), first.getDate());
  return Array.from({ length: getDaysInMonth(first) }, (_, i) =>
    isoOf(new Date(start + i * 86_400_000)),
  );
}

/** The asked month, and the one after it when `double` is set. */
export function calendarRange({ year, month, double }: CalendarRequest): string[] {
  const days = jalaliMonthDays(year, month);
  if (!double) return days;
  return [
    ...days,
    ...(month === 12 ? jalaliMonthDays(year + 1, 1) : jalaliMonthDays(year, month + 1)),
  ];
}

/** Windows of several products on one day, merged by time: their room adds up. */
function mergeWindows(perProduct: ReservationWindow[][]): ReservationWindow[] {
  const merged = new Map<string, ReservationWindow>();
  for (const window of perProduct.flat()) {
    const key = `${window.start_time}|${window.end_time}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? { ...seen, remaining: seen.remaining + window.remaining, held: seen.held + window.held }
        : { ...window },
    );
  }
  return [...merged.values()].sort(
    (a, b) => a.start_time.localeCompare(b.start_time) || a.end_time.localeCompare(b.end_time),
  );
}

/**
 * What a customer can do with a day: past and holidays first, then whether a
 * window has room for them (their own held seats count as theirs).
 */
export function calendarDayState(day: {
  date: string;
  today: string;
  isHoliday: boolean;
  windows: readonly ReservationWindow[];
}): CalendarDayState {
  if (day.date < day.today) return 'past';
  if (day.isHoliday) return 'holiday';
  if (day.windows.length === 0) return 'closed';
  return day.windows.some((window) => roomFor(window) > 0) ? 'open' : 'full';
}

async function buildCalendar(
  db: Executor,
  productIds: number[],
  request: CalendarRequest,
  holder: number | null = null,
): Promise<CalendarDay[]> {
  const days = calendarRange(request);
  const statuses = await dayStatuses(db, days);
  const windows = await windowsByDay(db, productIds, days, { statuses, holder });
  const today = shopToday();
  return days.map((date) => {
    const dayWindows = mergeWindows(productIds.map((id) => windows.get(id)?.get(date) ?? []));
    const isHoliday = statuses.get(date)?.isHoliday ?? false;
    return {
      date,
      state: calendarDayState({ date, today, isHoliday, windows: dayWindows }),
      is_holiday: isHoliday,
      available: dayWindows.some((window) => roomFor(window) > 0),
      windows: dayWindows,
    };
  });
}

/**
 * GET /products/{id}/reservation/calender: the product's bookable days, with
 * the holder's own held seats as theirs when a customer asks. A product that is
 * not reservable answers its days all unavailable.
 */
export async function productCalendar(
  db: Executor,
  productId: number,
  request: CalendarRequest,
  holder: number | null = null,
): Promise<CalendarDay[]> {
  await findListedProduct(db, productId);
  const [reservable] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isReservable))
    .limit(1);
  return buildCalendar(db, reservable ? [productId] : [], request, holder);
}

/** GET /reservation/calender: the shop's bookable days, every reservable product's room together. */
export async function shopCalendar(db: Executor, request: CalendarRequest): Promise<CalendarDay[]> {
  const reservable = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isListed, isReservable));
  return buildCalendar(
    db,
    reservable.map((row) => row.id),
    request,
  );
}
