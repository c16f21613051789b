import type { Order } from '@/lib/contract/order';
import { cutDate, formatJalaliDate, formatWeekday, tehranDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';

/**
 * Spec 2's order card rows, in their order. Each row exists only when its
 * value does; `detail` rows (status, driver's note) go when the customer hides
 * more details.
 */
export type CardRow =
  | { key: 'types'; chips: string[] }
  | { key: 'trackingCode'; value: string }
  | { key: 'requestDate'; value: string }
  | { key: 'pickupDate'; value: string }
  | { key: 'weekday'; value: string }
  | { key: 'timeWindow'; from: string; to: string }
  | { key: 'pickupBranch'; value: string }
  | { key: 'status'; value: string; status: string }
  | { key: 'driverNote'; value: string };

export type CardRowKey = CardRow['key'];

/** Rows the 'hide more details' option removes. */
export const DETAIL_ROWS: readonly CardRowKey[] = ['status', 'driverNote'];

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The calendar day of a wire date. Spec 9 cuts dates to their first 10
 * characters; an instant with a zone (an ISO timestamp) is first moved to the
 * shop's day in Tehran, or a late-evening order would show as the day before.
 */
export function dayOf(value: string): string {
  if (/T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return tehranDate(instant);
  }
  return cutDate(value);
}

/** The date the order is handed over: its reserve date, else the next pickup time's day. */
export function pickupDateOf(
  order: Pick<Order, 'reserve_date' | 'next_order_time'>,
): string | null {
  if (present(order.reserve_date)) return dayOf(order.reserve_date);
  if (present(order.next_order_time)) return dayOf(order.next_order_time);
  return null;
}

/** Spec 3: a product is reservable when its nested product's extra.reservable is the string 'true'. */
export function hasReservableProduct(order: Pick<Order, 'products'>): boolean {
  return order.products.some((line) => line.product.extra.reservable === 'true');
}

/** Each product once, in the order's order: the chips of the card. */
export function productTypes(order: Pick<Order, 'products'>): string[] {
  return [...new Set(order.products.map((line) => line.name).filter(present))];
}

/** 'from X to Y' hours of a window (lib/format/time: the hour, its minutes only when there are some), or null without a whole window. */
export function windowHours(zoneTime: Order['zone_time']): { from: string; to: string } | null {
  if (!zoneTime || !present(zoneTime.start_time) || !present(zoneTime.end_time)) return null;
  return windowEnds(zoneTime.start_time, zoneTime.end_time);
}

export function orderCardRows(order: Order, options: { hideDetails: boolean }): CardRow[] {
  const rows: CardRow[] = [];
  const types = productTypes(order);
  if (types.length > 0) rows.push({ key: 'types', chips: types });
  if (present(order.id)) rows.push({ key: 'trackingCode', value: order.id });
  if (present(order.created_at)) {
    rows.push({ key: 'requestDate', value: formatJalaliDate(dayOf(order.created_at)) });
  }
  const pickupDate = pickupDateOf(order);
  if (pickupDate) {
    rows.push({ key: 'pickupDate', value: formatJalaliDate(pickupDate) });
    const weekday = present(order.weekday) ? order.weekday : formatWeekday(pickupDate);
    rows.push({ key: 'weekday', value: weekday });
    const hours = hasReservableProduct(order) ? windowHours(order.zone_time) : null;
    if (hours) rows.push({ key: 'timeWindow', ...hours });
  }
  // Where a pickup is collected: its branch, never the customer's own address.
  if (order.delivery_type === 'pickup' && order.pickup_branch) {
    rows.push({ key: 'pickupBranch', value: order.pickup_branch.name });
  }
  if (present(order.status_title)) {
    rows.push({ key: 'status', value: order.status_title, status: order.status });
  }
  if (present(order.msg)) rows.push({ key: 'driverNote', value: order.msg });
  return options.hideDetails ? rows.filter((row) => !DETAIL_ROWS.includes(row.key)) : rows;
}
