/**
 * Coupons and gift codes (spec §7 "Coupons"; list and gift paths chosen under /api/v1/app).
 *
 * | Call | data |
 * |---|---|
 * | POST /api/v1/app/coupons/check {code, price?} | CouponCheck |
 * | POST /api/v1/app/coupons/apply/ {code} | PriceResult of the caller's cart |
 * | GET  /api/v1/app/coupons | Coupon[] the caller may use now |
 * | POST /api/v1/app/coupons/gift {coupon, customer} | {amount, credit} |
 *
 * - Customer tokens only: none 401, guest or staff 403.
 * - Codes are matched case-insensitively, Persian digits read as Latin.
 * - A code the caller may not use is a 400 whose msg says why: unknown (another
 *   customer's own code answers the same), switched off, not started, ended, used
 *   up, the caller's share used, below its minimum price (named in Toman), or a
 *   gift code offered as a discount.
 * - percent: a share of the items, capped by max_discount; fixed: an amount (not
 *   above the items); free_shipping: the shipping price. check and apply use
 *   nothing up: a use is counted when the order is submitted.
 * - gift: a gift-kind code (often tied to one customer) adds its value to the
 *   caller's account credit once, in one transaction with the coupon row locked
 *   (its use counted, a credit_transactions row of kind 'gift'). `customer` must
 *   be the caller (anyone else's id is a 404). Gift codes never discount an order.
 */
import { Hono } from 'hono';
import { couponApplyBody, couponCheckBody, giftCodeBody } from '@/lib/contract/coupon';
import { ApiError } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { fillMessage } from '@/server/http/fill-message';
import { apiMessages } from '@/server/http/messages';
import { requireCustomer } from '@/server/http/require-caller';
import { tomanText } from '@/server/http/toman';
import { parseJson } from '@/server/http/validate';
import { applyCoupon } from '@/server/services/coupon/apply';
import { checkCoupon, listCoupons } from '@/server/services/coupon/coupons';
import { redeemGift } from '@/server/services/coupon/gift';
import { privateNoStore } from './customer';

const messages = apiMessages.coupon;

export const couponRoutes = new Hono<AppEnv>();

couponRoutes.post('/v1/app/coupons/check', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, couponCheckBody);
  return ok(c, await checkCoupon(c.var.db, customerId, body), messages.valid);
});

couponRoutes.on(
  'POST',
  ['/v1/app/coupons/apply', '/v1/app/coupons/apply/'],
  privateNoStore,
  async (c) => {
    const { customerId } = await requireCustomer(c);
    const { code } = await parseJson(c, couponApplyBody);
    return ok(c, await applyCoupon(c.var.db, customerId, code), messages.applied);
  },
);

couponRoutes.get('/v1/app/coupons', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok(c, await listCoupons(c.var.db, customerId), messages.listed);
});

couponRoutes.post('/v1/app/coupons/gift', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, giftCodeBody);
  if (body.customer !== customerId) throw ApiError.notFound();
  const result = await redeemGift(c.var.db, customerId, body.coupon);
  return ok(c, result, fillMessage(messages.giftRedeemed, { amount: tomanText(result.amount) }));
});
