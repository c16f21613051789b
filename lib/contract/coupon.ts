import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { blankable } from './common';

/** Codes are stored upper-case; a customer may type them in any case and in Persian digits. */
export function normalizeCouponCode(code: string): string {
  return toLatinDigits(code).trim().toUpperCase();
}

/** Codes are matched case-insensitively, stored upper-case; Persian digits are read as Latin. */
export const couponCode = z.string().trim().min(1).max(40);

export const couponKind = z.enum(['percent', 'fixed', 'free_shipping', 'gift']);

export const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: couponKind,
  /** Percent (1–100) or Toman, by kind. */
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_price: z.number().int(),
  ends_at: z.string().nullable(),
});
export type Coupon = z.infer<typeof coupon>;
export const couponList = z.array(coupon);

/**
 * POST /api/v1/app/coupons/check {code}: whether the caller may use the code now
 * (active, in its dates, uses left, the customer's own limit). `price` is the
 * invoice it would apply to, when known, to check min_price and compute the discount.
 * A refusal is a 400 whose msg says why (spec 4: the 'not confirmed' state).
 */
export const couponCheckBody = z.object({
  code: couponCode,
  price: blankable(z.coerce.number().int().min(0)),
});
export const couponCheck = z.object({
  coupon,
  /** The discount on `price` (or on the caller's cart when no price was sent), in Toman. */
  discount: z.number().int(),
  free_shipping: z.boolean(),
});
export type CouponCheck = z.infer<typeof couponCheck>;

/** POST /api/v1/app/coupons/apply/ {code}: the caller's cart priced with the coupon (nothing is used up until submit). */
export const couponApplyBody = z.object({ code: couponCode });

/**
 * Gift code submit {coupon, customer} (path chosen: POST /api/v1/app/coupons/gift):
 * a gift-kind code adds its value to the customer's account credit, once.
 */
export const giftCodeBody = z.object({
  coupon: couponCode,
  customer: z.coerce.number().int().positive(),
});
export const giftCodeResult = z.object({ amount: z.number().int(), credit: z.number().int() });
export type GiftCodeResult = z.infer<typeof giftCodeResult>;
