import { tehranDate } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { preferredAddress } from '@/server/services/address/addresses';
import { holidaysBetween } from '@/server/services/catalog/shop-days';
import { PICKUP_DAYS_AHEAD } from '@/server/services/order/delivery-window';
import { addDays, availableTimes } from '@/server/services/zone/available-times';

/** The hour a pickup made by the staff CLI is booked for. */
export const CLI_PICKUP_TIME = '10:00';

/**
 * For the staff CLI, which takes no address or time: the customer's preferred
 * address and the first window of its zone that still has room.
 */
export async function firstDeliveryWindow(
  db: Executor,
  customerId: number,
  now: Date = new Date(),
) {
  const address = await preferredAddress(db, customerId);
  if (!address) throw ApiError.badRequest(apiMessages.order.addressRequired);
  if (!address.is_in_zone) throw ApiError.badRequest(apiMessages.order.addressOutOfZone);
  const { times } = await availableTimes(db, { lat: address.lat, lng: address.lng }, now);
  const window = times.find((time) => time.remaining > 0);
  if (!window) throw ApiError.badRequest(apiMessages.order.windowFull);
  return { addressId: address.id, zoneTimeId: window.id, reserveDate: window.date };
}

/** For the staff CLI: the first day from tomorrow that is not a holiday, at CLI_PICKUP_TIME. */
export async function firstPickupDay(db: Executor, now: Date = new Date()) {
  const tomorrow = addDays(tehranDate(now), 1);
  const closed = await holidaysBetween(db, tomorrow, addDays(tomorrow, PICKUP_DAYS_AHEAD));
  for (let ahead = 0; ahead < PICKUP_DAYS_AHEAD; ahead++) {
    const day = addDays(tomorrow, ahead);
    if (!closed.has(day)) return { reserveDate: day, reserveTime: CLI_PICKUP_TIME };
  }
  throw ApiError.badRequest(apiMessages.order.pickupHoliday);
}
