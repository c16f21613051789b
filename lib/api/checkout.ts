import type { z } from 'zod';
import type { ReserveTimeQuery } from '@/lib/checkout/reserve-time';
import { DEFAULT_HOLIDAY_COUNTRY } from '@/lib/constants';
import { couponCalls } from '@/lib/contract/calls/coupon';
import { holidayCalls } from '@/lib/contract/calls/holiday';
import { orderCalls } from '@/lib/contract/calls/order';
import { zoneCalls } from '@/lib/contract/calls/zone';
import type { Coupon, CouponCheck, GiftCodeResult } from '@/lib/contract/coupon';
import type { PriceResult, priceBody, SubmitResult, submitBody } from '@/lib/contract/order';
import type { AvailableTime } from '@/lib/contract/zone';
import type { MapPoint } from './address';
import { type ApiResult, receive, send } from './client';

export type PricePayload = z.input<typeof priceBody>;
export type SubmitPayload = z.input<typeof submitBody>;
/** The submit's time, as the query carries it: a day with one time, or with a window's two ends. */
export type SubmitQuery = ReserveTimeQuery;

/** The invoice for the caller's cart with the chosen address, delivery type and coupon. */
export function fetchPrice(body: PricePayload, signal?: AbortSignal): Promise<PriceResult> {
  return receive(orderCalls.price, { body }, { signal });
}

/**
 * Places the order. The same idempotency key answers the first order again,
 * so a double click or a retry after a lost answer never makes a second one.
 */
export function submitOrder(
  body: SubmitPayload,
  query: SubmitQuery,
  idempotencyKey: string,
): Promise<ApiResult<SubmitResult>> {
  return send(
    orderCalls.submit,
    { body, query },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** Whether the caller may use the code now; a refusal is a 400 with the reason. */
export function checkCoupon(code: string, price?: number): Promise<ApiResult<CouponCheck>> {
  return send(couponCalls.check, { body: price === undefined ? { code } : { code, price } });
}

/** The caller's cart priced with the coupon; nothing is used up until the order is placed. */
export function applyCoupon(code: string): Promise<ApiResult<PriceResult>> {
  return send(couponCalls.apply, { body: { code } });
}

/** The codes the caller may use now. */
export function fetchCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return receive(couponCalls.list, {}, { signal });
}

/** A gift code adds its value to the customer's account credit, once. */
export function redeemGiftCode(
  coupon: string,
  customerId: number,
): Promise<ApiResult<GiftCodeResult>> {
  return send(couponCalls.giftCode, { body: { coupon, customer: customerId } });
}

/** The official holidays falling in a Jalali year, as Gregorian YYYY-MM-DD. */
export function fetchHolidays(
  jalaliYear: number,
  signal?: AbortSignal,
  country: string = DEFAULT_HOLIDAY_COUNTRY,
): Promise<string[]> {
  return receive(holidayCalls.list, { body: { year: jalaliYear, country } }, { signal });
}

/** The delivery windows of the zone holding the point over the coming days. */
export function fetchAvailableTimes(
  point: MapPoint,
  signal?: AbortSignal,
): Promise<AvailableTime[]> {
  return receive(
    zoneCalls.availableTimes,
    { query: { latitude: point.lat, longitude: point.lng } },
    { signal },
  );
}
