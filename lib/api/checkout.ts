import type { z } from 'zod';
import type { ReserveTimeQuery } from '@/lib/checkout/reserve-time';
import { CUSTOMER_API_PREFIX, DEFAULT_HOLIDAY_COUNTRY } from '@/lib/constants';
import {
  type Coupon,
  type CouponCheck,
  couponCheck,
  couponList,
  type GiftCodeResult,
  giftCodeResult,
} from '@/lib/contract/coupon';
import { holidayList } from '@/lib/contract/holiday';
import {
  type PriceResult,
  type priceBody,
  priceResult,
  type SubmitResult,
  type submitBody,
  submitResult,
} from '@/lib/contract/order';
import { type AvailableTime, availableTimes } from '@/lib/contract/zone';
import type { MapPoint } from './address';
import { type ApiResult, apiCall, apiGet, apiPost } from './client';

export type PricePayload = z.input<typeof priceBody>;
export type SubmitPayload = z.input<typeof submitBody>;
/** The submit's time, as the query carries it: a day with one time, or with a window's two ends. */
export type SubmitQuery = ReserveTimeQuery;

const COUPONS = `${CUSTOMER_API_PREFIX}/coupons`;

/** The invoice for the caller's cart with the chosen address, delivery type and coupon. */
export function fetchPrice(body: PricePayload, signal?: AbortSignal): Promise<PriceResult> {
  return apiPost('/api/v1/order/price/', priceResult, body, { signal });
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
  return apiCall('post', '/api/v1/order/submit/', submitResult, {
    json: body,
    searchParams: query,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Whether the caller may use the code now; a refusal is a 400 with the reason. */
export function checkCoupon(code: string, price?: number): Promise<ApiResult<CouponCheck>> {
  return apiCall('post', `${COUPONS}/check`, couponCheck, {
    json: price === undefined ? { code } : { code, price },
  });
}

/** The caller's cart priced with the coupon; nothing is used up until the order is placed. */
export function applyCoupon(code: string): Promise<ApiResult<PriceResult>> {
  return apiCall('post', `${COUPONS}/apply/`, priceResult, { json: { code } });
}

/** The codes the caller may use now. */
export function fetchCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return apiGet(COUPONS, couponList, { signal });
}

/** A gift code adds its value to the customer's account credit, once. */
export function redeemGiftCode(
  coupon: string,
  customerId: number,
): Promise<ApiResult<GiftCodeResult>> {
  return apiCall('post', `${COUPONS}/gift`, giftCodeResult, {
    json: { coupon, customer: customerId },
  });
}

/** The official holidays falling in a Jalali year, as Gregorian YYYY-MM-DD. */
export function fetchHolidays(
  jalaliYear: number,
  signal?: AbortSignal,
  country: string = DEFAULT_HOLIDAY_COUNTRY,
): Promise<string[]> {
  return apiPost('/api/v1/holidays/list', holidayList, { year: jalaliYear, country }, { signal });
}

/** The delivery windows of the zone holding the point over the coming days. */
export function fetchAvailableTimes(
  point: MapPoint,
  signal?: AbortSignal,
): Promise<AvailableTime[]> {
  return apiGet('/api/v2/zones/available_times/', availableTimes, {
    signal,
    searchParams: { latitude: point.lat, longitude: point.lng },
  });
}
