import { weekdayName } from '@/lib/collection/form-rules';
import { productExtra } from '@/lib/contract/catalog';
import { COLLECTION_DAYS_AHEAD, type CollectionRequest } from '@/lib/contract/collection';
import type { DeliveryType } from '@/lib/contract/order-status';
import { formatWeekday, tehranDate } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import type { Database } from '@/server/db/database';
import { collectionSchedules, orderStatusHistory, orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { holidaysBetween, iranWeekday } from '@/server/services/catalog/shop-days';
import { holdWindowPlace } from '@/server/services/order/delivery-window';
import { insertOrderItems } from '@/server/services/order/order-items';
import { invoiceOf, priceLines } from '@/server/services/order/pricing';
import { newTrackingCode } from '@/server/services/order/tracking-code';
import { addDays, tehranClock } from '@/server/services/zone/available-times';
import { tehranInstant } from './next-pickup';
import { collectionPlace, windowOn } from './places';
import { toCollectionRequest } from './schedule';

const messages = apiMessages.collection;

export type CollectionInput = {
  products: { product_id: number; count: number }[];
  pickup_date: string;
  start_time: string;
  end_time: string;
  repeat: boolean;
  weekdays: number[];
  delivery_type: DeliveryType;
  branch_id?: number;
  address_id?: number;
  description: string;
};

const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/**
 * Writes a collection request (an order of kind 'collection') whole or not at
 * all: collection products only, a first pickup day from today to
 * COLLECTION_DAYS_AHEAD on that is not a holiday, a window the place offers
 * that day (not started when it is today), and for a repeating request
 * weekdays that include that day's and each offer the same window. A delivery
 * takes a place in its zone window under the window's lock. The request holds
 * no stock and is paid in cash at each pickup: goods are made for the day.
 */
export async function createCollectionRequest(
  db: Database,
  customerId: number,
  input: CollectionInput,
  now: Date = new Date(),
): Promise<CollectionRequest> {
  const row = await db.transaction(async (tx) => {
    const lines = await priceLines(
      tx,
      input.products.map((line) => ({ ...line, toppings: [], reservations: [] })),
    );
    for (const line of lines) {
      if (productExtra.safeParse(line.product.extra).data?.collection !== 'true') {
        throw ApiError.badRequest(fillMessage(messages.notCollection, { name: line.product.name }));
      }
    }
    const day = input.pickup_date;
    if (!isRealDay(day)) throw ApiError.badRequest(apiMessages.validation.dateInvalid);
    const today = tehranDate(now);
    if (day < today) throw ApiError.badRequest(messages.dayPast);
    if (day > addDays(today, COLLECTION_DAYS_AHEAD)) {
      throw ApiError.badRequest(fillMessage(messages.dayTooFar, { days: COLLECTION_DAYS_AHEAD }));
    }
    if ((await holidaysBetween(tx, day, day)).has(day)) {
      throw ApiError.badRequest(messages.dayHoliday);
    }
    const place = await collectionPlace(tx, customerId, input);
    const window = windowOn(place, iranWeekday(day), input.start_time, input.end_time);
    if (!window) {
      throw ApiError.badRequest(
        fillMessage(messages.windowNotOffered, windowEnds(input.start_time, input.end_time)),
      );
    }
    if (day === today && window.startTime <= tehranClock(now)) {
      throw ApiError.badRequest(messages.windowStarted);
    }
    const weekdays = input.repeat ? [...new Set(input.weekdays)].sort() : [];
    if (input.repeat) {
      if (weekdays.length === 0) throw ApiError.badRequest(messages.weekdaysRequired);
      if (!weekdays.includes(iranWeekday(day))) {
        throw ApiError.badRequest(
          fillMessage(messages.dayNotInWeekdays, { weekday: formatWeekday(day) }),
        );
      }
      const missing = weekdays.find(
        (weekday) => !windowOn(place, weekday, window.startTime, window.endTime),
      );
      if (missing !== undefined) {
        throw ApiError.badRequest(
          fillMessage(messages.windowNotOnWeekday, {
            ...windowEnds(window.startTime, window.endTime),
            weekday: weekdayName(missing),
          }),
        );
      }
    }
    if (window.zoneTimeId !== null) {
      await holdWindowPlace(tx, { zoneTimeId: window.zoneTimeId, reserveDate: day });
    }

    const itemsPrice = lines.reduce((sum, line) => sum + line.total, 0);
    const invoice = invoiceOf(itemsPrice, 0, place.zone?.shippingPrice ?? 0);
    const [written] = await tx
      .insert(orders)
      .values({
        trackingCode: newTrackingCode(now),
        customerId,
        status: 'created',
        kind: 'collection',
        paymentType: 'cash',
        itemsPrice: invoice.items_price,
        shippingPrice: invoice.shipping_price,
        price: invoice.price,
        addressId: place.address?.id ?? null,
        pickupShopId: place.shop?.id ?? null,
        deliveryType: place.deliveryType,
        reserveDate: day,
        startTime: window.startTime,
        endTime: window.endTime,
        zoneTimeId: window.zoneTimeId,
        nextOrderTime: tehranInstant(day, window.startTime),
        description: input.description,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!written) throw new Error('collection request insert returned nothing');
    await insertOrderItems(tx, written.id, lines);
    await tx
      .insert(collectionSchedules)
      .values({ orderId: written.id, repeat: input.repeat, weekdays });
    await tx.insert(orderStatusHistory).values({
      orderId: written.id,
      fromStatus: null,
      toStatus: 'created',
      byRole: 'customer',
      createdAt: now,
    });
    return written;
  });
  return toCollectionRequest(db, row);
}
