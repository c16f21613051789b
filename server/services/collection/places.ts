import { and, asc, between, count, eq, inArray, notInArray } from 'drizzle-orm';
import { COLLECTION_DAYS_AHEAD, type CollectionOptions, WEEKDAYS } from '@/lib/contract/collection';
import { type DeliveryType, RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { addresses, orders, shops, zoneTimes } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { pickupBranchId } from '@/server/services/branch/branches';
import { holidaysBetween, iranWeekday } from '@/server/services/catalog/shop-days';
import { addDays, tehranClock } from '@/server/services/zone/available-times';
import { activeZones, type ZoneRow, zoneAt } from '@/server/services/zone/zones';

const messages = apiMessages.collection;

/** A branch's opening hours are offered in windows of this many minutes (the last one ends at closing). */
export const BRANCH_WINDOW_MINUTES = 120;

/** A window of a pickup day; delivery windows name the zone_times row they are counted against. */
export type PlaceWindow = { startTime: string; endTime: string; zoneTimeId: number | null };

/** Where a request is collected, with the windows each weekday offers there. */
export type CollectionPlace = {
  deliveryType: DeliveryType;
  shop: { id: number; name: string } | null;
  address: { id: number; title: string } | null;
  zone: ZoneRow | null;
  byWeekday: Map<number, PlaceWindow[]>;
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A branch's hours cut into BRANCH_WINDOW_MINUTES windows; none when it has not given its hours. */
export function branchWindows(opensAt: string | null, closesAt: string | null): PlaceWindow[] {
  if (!opensAt || !closesAt) return [];
  const close = minutesOf(closesAt);
  const windows: PlaceWindow[] = [];
  for (let start = minutesOf(opensAt); start < close; start += BRANCH_WINDOW_MINUTES) {
    const end = Math.min(start + BRANCH_WINDOW_MINUTES, close);
    windows.push({ startTime: clockOf(start), endTime: clockOf(end), zoneTimeId: null });
  }
  return windows;
}

export type PlaceChoice = {
  delivery_type: DeliveryType;
  branch_id?: number;
  address_id?: number;
};

async function branchPlace(db: Executor, branchId: number | undefined): Promise<CollectionPlace> {
  const id = await pickupBranchId(db, branchId);
  if (id === null) throw ApiError.badRequest(messages.noBranch);
  const [shop] = await db.select().from(shops).where(eq(shops.id, id));
  if (!shop) throw ApiError.badRequest(apiMessages.order.branchUnknown);
  const windows = branchWindows(shop.opensAt, shop.closesAt);
  if (windows.length === 0) throw ApiError.badRequest(messages.branchNoHours);
  return {
    deliveryType: 'pickup',
    shop: { id: shop.id, name: shop.name },
    address: null,
    zone: null,
    byWeekday: new Map(WEEKDAYS.map((weekday) => [weekday, windows])),
  };
}

async function addressPlace(
  db: Executor,
  customerId: number,
  addressId: number | undefined,
): Promise<CollectionPlace> {
  if (addressId === undefined) throw ApiError.badRequest(messages.addressRequired);
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row || row.deletedAt !== null) throw ApiError.badRequest(messages.addressNotYours);
  const zone = zoneAt(await activeZones(db), { lat: row.lat, lng: row.lng });
  if (!zone) throw ApiError.badRequest(messages.addressOutOfZone);
  const rows = await db
    .select()
    .from(zoneTimes)
    .where(eq(zoneTimes.zoneId, zone.id))
    .orderBy(asc(zoneTimes.startTime), asc(zoneTimes.endTime), asc(zoneTimes.id));
  const byWeekday = new Map<number, PlaceWindow[]>(WEEKDAYS.map((weekday) => [weekday, []]));
  for (const time of rows) {
    byWeekday
      .get(time.weekday)
      ?.push({ startTime: time.startTime, endTime: time.endTime, zoneTimeId: time.id });
  }
  return {
    deliveryType: 'delivery',
    shop: null,
    address: { id: row.id, title: row.title },
    zone,
    byWeekday,
  };
}

/**
 * The place a request names: a branch (the one named, else the first) with
 * windows from its hours on every day, or one of the caller's live addresses
 * inside an active zone with that zone's windows per weekday. Anything else is
 * a Persian 400.
 */
export async function collectionPlace(
  db: Executor,
  customerId: number,
  choice: PlaceChoice,
): Promise<CollectionPlace> {
  return choice.delivery_type === 'pickup'
    ? branchPlace(db, choice.branch_id)
    : addressPlace(db, customerId, choice.address_id);
}

/** The window of a weekday with this start and end, if the place offers it. */
export function windowOn(
  place: CollectionPlace,
  weekday: number,
  startTime: string,
  endTime: string,
): PlaceWindow | undefined {
  return place.byWeekday
    .get(weekday)
    ?.find((window) => window.startTime === startTime && window.endTime === endTime);
}

/** The zone windows already holding their capacity of live orders, as `zoneTimeId|day`. */
async function fullWindows(
  db: Executor,
  place: CollectionPlace,
  from: string,
  to: string,
): Promise<Set<string>> {
  const windows = [...place.byWeekday.values()].flat();
  const capacity = new Map<number, number>();
  if (place.zone) {
    const rows = await db
      .select({ id: zoneTimes.id, capacity: zoneTimes.capacity })
      .from(zoneTimes)
      .where(eq(zoneTimes.zoneId, place.zone.id));
    for (const row of rows) capacity.set(row.id, row.capacity);
  }
  const ids = windows.flatMap((window) => (window.zoneTimeId === null ? [] : [window.zoneTimeId]));
  if (ids.length === 0) return new Set();
  const booked = await db
    .select({ zoneTimeId: orders.zoneTimeId, day: orders.reserveDate, taken: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.zoneTimeId, ids),
        between(orders.reserveDate, from, to),
        notInArray(orders.status, [...RELEASED_ORDER_STATUSES]),
      ),
    )
    .groupBy(orders.zoneTimeId, orders.reserveDate);
  return new Set(
    booked
      .filter((row) => row.zoneTimeId !== null && row.taken >= (capacity.get(row.zoneTimeId) ?? 0))
      .map((row) => `${row.zoneTimeId}|${row.day}`),
  );
}

const toWire = (window: PlaceWindow) => ({
  start_time: window.startTime,
  end_time: window.endTime,
});

/**
 * The days from today to COLLECTION_DAYS_AHEAD on, each with its windows at the
 * place (none on a holiday; today only those not started; a zone window only
 * while it has room that day), and the windows of each weekday, for the request form.
 */
export async function collectionOptions(
  db: Executor,
  customerId: number,
  choice: PlaceChoice,
  now: Date = new Date(),
): Promise<CollectionOptions> {
  const place = await collectionPlace(db, customerId, choice);
  const today = tehranDate(now);
  const clock = tehranClock(now);
  const last = addDays(today, COLLECTION_DAYS_AHEAD);
  const [closed, full] = await Promise.all([
    holidaysBetween(db, today, last),
    fullWindows(db, place, today, last),
  ]);
  const days = Array.from({ length: COLLECTION_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i)).map(
    (date) => {
      const weekday = iranWeekday(date);
      const holiday = closed.has(date);
      const windows = holiday
        ? []
        : (place.byWeekday.get(weekday) ?? [])
            .filter((window) => date !== today || window.startTime > clock)
            .filter((window) => !full.has(`${window.zoneTimeId}|${date}`))
            .map(toWire);
      return { date, weekday, holiday, windows };
    },
  );
  return {
    delivery_type: place.deliveryType,
    branch: place.shop,
    address: place.address,
    days,
    weekdays: WEEKDAYS.map((weekday) => ({
      weekday,
      windows: (place.byWeekday.get(weekday) ?? []).map(toWire),
    })),
  };
}
