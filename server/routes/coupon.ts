/**
 * Coupons and gift codes (spec §7 "Coupons"; list and gift paths chosen under
 * /api/v1/app). Codes are matched case-insensitively, Persian digits read as
 * Latin. check and apply use nothing up: a use is counted when the order is submitted.
 */

import { couponCalls } from '@/lib/contract/calls/coupon';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { type Call, jsonCall } from '@/server/http/call';
import { tomanText } from '@/server/http/toman';
import { applyCoupon } from '@/server/services/coupon/apply';
import { checkCoupon, listCoupons } from '@/server/services/coupon/coupons';
import { redeemGift } from '@/server/services/coupon/gift';

const messages = apiMessages.coupon;

export const couponRoutes: Call[] = [
  jsonCall(couponCalls.check, {
    access: 'customer',
    tag: 'coupon',
    summary:
      'Whether the caller may use a code now and its discount on `price` (or the cart); a refusal is a 400 saying why',
    description:
      'A code the caller may not use is a 400 whose msg says why: unknown (another customer’s own code answers the same), switched off, not started, ended, used up, the caller’s share used, below its minimum price (named in Toman), or a gift code offered as a discount. percent: a share of the items, capped by max_discount; fixed: an amount (not above the items); free_shipping: the shipping price.',
    handler: async ({ db, caller, body }) => ({
      data: await checkCoupon(db, caller.customerId, body),
      msg: messages.valid,
    }),
  }),
  jsonCall(couponCalls.apply, {
    access: 'customer',
    tag: 'coupon',
    summary: 'The caller’s cart priced with a code; nothing is used up until submit',
    handler: async ({ db, caller, body }) => ({
      data: await applyCoupon(db, caller.customerId, body.code),
      msg: messages.applied,
    }),
  }),
  jsonCall(couponCalls.list, {
    access: 'customer',
    tag: 'coupon',
    summary: 'The codes the caller may use now (their own gift codes included)',
    handler: async ({ db, caller }) => ({
      data: await listCoupons(db, caller.customerId),
      msg: messages.listed,
    }),
  }),
  jsonCall(couponCalls.giftCode, {
    access: 'customer',
    tag: 'coupon',
    chosen: true,
    summary: 'Redeem a gift code into the caller’s account credit, once',
    description:
      'A gift-kind code (often tied to one customer) adds its value to the caller’s account credit once, in one transaction with the coupon row locked. `customer` must be the caller (anyone else’s id is a 404). Gift codes never discount an order.',
    handler: async ({ db, caller, body }) => {
      if (body.customer !== caller.customerId) throw ApiError.notFound();
      const result = await redeemGift(db, caller.customerId, body.coupon);
      return {
        data: result,
        msg: fillMessage(messages.giftRedeemed, { amount: tomanText(result.amount) }),
      };
    },
  }),
];
