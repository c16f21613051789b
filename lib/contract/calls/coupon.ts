import {
  couponApplyBody,
  couponCheck,
  couponCheckBody,
  couponList,
  giftCodeBody,
  giftCodeResult,
} from '@/lib/contract/coupon';
import { priceResult } from '@/lib/contract/order';
import { CUSTOMER_PREFIX } from './customer-prefix';
import { defineCall } from './define-call';

/** The coupon calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const couponCalls = {
  check: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/coupons/check`,
    body: couponCheckBody,
    response: couponCheck,
  }),
  apply: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/coupons/apply/`,
    body: couponApplyBody,
    response: priceResult,
  }),
  list: defineCall({
    method: 'get',
    path: `${CUSTOMER_PREFIX}/coupons`,
    response: couponList,
  }),
  giftCode: defineCall({
    method: 'post',
    path: `${CUSTOMER_PREFIX}/coupons/gift`,
    body: giftCodeBody,
    response: giftCodeResult,
  }),
};
