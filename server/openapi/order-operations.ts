import * as coupon from '@/lib/contract/coupon';
import * as holiday from '@/lib/contract/holiday';
import * as order from '@/lib/contract/order';
import type { Operation } from './operation';

const couponOps: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/app/coupons/check',
    tag: 'coupon',
    summary:
      'Whether the caller may use a code now and its discount on `price` (or the cart); a refusal is a 400 saying why',
    auth: 'customer',
    body: coupon.couponCheckBody,
    response: coupon.couponCheck,
  },
  {
    method: 'post',
    path: '/api/v1/app/coupons/apply/',
    tag: 'coupon',
    summary: 'The caller’s cart priced with a code; nothing is used up until submit',
    auth: 'customer',
    body: coupon.couponApplyBody,
    response: order.priceResult,
  },
  {
    method: 'get',
    path: '/api/v1/app/coupons',
    tag: 'coupon',
    summary: 'The codes the caller may use now (their own gift codes included)',
    auth: 'customer',
    response: coupon.couponList,
  },
  {
    method: 'post',
    path: '/api/v1/app/coupons/gift',
    tag: 'coupon',
    summary: 'Redeem a gift code into the caller’s account credit, once',
    chosen: true,
    auth: 'customer',
    body: coupon.giftCodeBody,
    response: coupon.giftCodeResult,
  },
];

const holidayOps: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/holidays/list',
    tag: 'zone',
    summary: 'A country’s holidays (YYYY-MM-DD) in a Jalali or Gregorian year',
    body: holiday.holidaysBody,
    response: holiday.holidayList,
  },
];

const orderOps: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/order/price/',
    tag: 'order',
    summary:
      'Price the body’s lines or the cart: items, coupon, shipping of the address’s zone, and the caller’s credit',
    auth: 'customer',
    body: order.priceBody,
    response: order.priceResult,
  },
  {
    method: 'post',
    path: '/api/v1/order/submit/',
    tag: 'order',
    summary:
      'Place an order whole or not at all (stock, coupon, window capacity); Idempotency-Key makes a repeat answer the first order',
    auth: 'customer',
    query: order.submitQuery,
    body: order.submitBody,
    response: order.submitResult,
  },
  {
    method: 'post',
    path: '/api/v1/order/submit/bulk/residue',
    tag: 'order',
    summary:
      'Order the cart lines a bulk order left out, travelling with that order (same delivery, no shipping)',
    auth: 'customer',
    body: order.residueBody,
    response: order.submitResult,
  },
  {
    method: 'post',
    path: '/api/v1/orders/primary_product',
    tag: 'order',
    summary: 'The caller’s most ordered products',
    auth: 'customer',
    body: order.primaryProductsBody,
    response: order.primaryProductList,
  },
  {
    method: 'post',
    path: '/api/v1/order/:id/edit',
    tag: 'order',
    summary:
      'Change a created, unpaid order’s description, time, address or lines (stock moved in one transaction)',
    auth: 'customer',
    body: order.orderEditBody,
    response: order.order,
  },
  {
    method: 'post',
    path: '/api/v1/order/:id/rate/create',
    tag: 'order',
    summary: 'Rate a completed order once (star defaults to 3)',
    auth: 'customer',
    body: order.orderRateBody,
    response: order.order,
  },
  {
    method: 'get',
    path: '/api/v1/app/orders',
    tag: 'order',
    summary: 'The caller’s orders, paged, newest first, by status (one or a comma list)',
    auth: 'customer',
    query: order.ordersQuery,
    response: order.orderPage,
  },
  {
    method: 'get',
    path: '/api/v1/app/order/:id',
    tag: 'order',
    summary: 'One of the caller’s orders',
    auth: 'customer',
    response: order.order,
  },
  {
    method: 'post',
    path: '/api/v1/app/order/:id/status/',
    tag: 'order',
    summary: 'Cancel a created order or re-request a canceled one; any other move is a 400',
    auth: 'customer',
    body: order.orderStatusBody,
    response: order.order,
  },
];

const staffOps: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/staff/orders/create',
    tag: 'staff',
    summary: 'Place an order for a customer (submit_by panel, created_by the staff user)',
    chosen: true,
    auth: 'staff',
    body: order.staffOrderCreateBody,
    response: order.submitResult,
  },
  {
    method: 'post',
    path: '/api/v1/staff/orders/:id/status',
    tag: 'staff',
    summary: 'Move an order along the staff transitions of the order state machine',
    chosen: true,
    auth: 'staff',
    body: order.orderStatusBody,
    response: order.order,
  },
  {
    method: 'get',
    path: '/api/v1/staff/orders',
    tag: 'staff',
    summary: 'Every customer’s orders (or one customer’s), paged, newest first',
    chosen: true,
    auth: 'staff',
    query: order.staffOrdersQuery,
    response: order.orderPage,
  },
];

export const orderOperations: Operation[] = [...couponOps, ...holidayOps, ...orderOps, ...staffOps];
