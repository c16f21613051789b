import type { ProductSummary } from '@/lib/contract/catalog';
import type { Executor } from '@/server/db/database';
import { hasRoom, windowsByDay } from './reservation-capacity';

export type ReserveMoment = {
  reserve_date?: string;
  reserve_time?: string;
  /** The customer asking: seats they hold count as room for them. */
  holder?: number | null;
};

/**
 * When the customer has picked a date (and maybe a time), a reservable product
 * only counts as available if one of its windows then still has room: lists
 * mark the rest `is_exist: false` instead of letting the customer find out at checkout.
 */
export async function markReservableAvailability<T extends ProductSummary>(
  db: Executor,
  items: T[],
  moment: ReserveMoment,
): Promise<T[]> {
  const day = moment.reserve_date;
  if (!day) return items;
  const reservableIds = items
    .filter((item) => item.is_exist && item.extra.reservable === 'true')
    .map((item) => item.id);
  if (reservableIds.length === 0) return items;
  const windows = await windowsByDay(db, reservableIds, [day], { holder: moment.holder ?? null });
  return items.map((item) => {
    if (!reservableIds.includes(item.id)) return item;
    const open = windows.get(item.id)?.get(day) ?? [];
    return { ...item, is_exist: hasRoom(open, moment.reserve_time) };
  });
}

/**
 * Home and search for a chosen moment list only what can be had then: a
 * reservable product without room in that slot is left out, not shown as
 * unavailable. (A page may come out shorter than its limit; its count is the
 * catalogue's.)
 */
export async function keepReservableWithRoom<T extends ProductSummary>(
  db: Executor,
  items: T[],
  moment: ReserveMoment,
): Promise<T[]> {
  if (!moment.reserve_date) return items;
  const marked = await markReservableAvailability(db, items, moment);
  return marked.filter((item, index) => item.is_exist || !items[index]?.is_exist);
}
