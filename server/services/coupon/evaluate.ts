import type { Coupon } from '@/lib/contract/coupon';
import type { coupons } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { tomanText } from '@/server/http/toman';

export type CouponRow = typeof coupons.$inferSelect;

/** Why a code cannot be used now; each has its own Persian message. */
export type CouponRefusal =
  | { reason: 'notFound' }
  | { reason: 'inactive' }
  | { reason: 'notStarted' }
  | { reason: 'expired' }
  | { reason: 'usedUp' }
  | { reason: 'customerLimit'; limit: number }
  | { reason: 'minPrice'; minPrice: number }
  | { reason: 'giftOnly' }
  | { reason: 'notGift' };

export type CouponContext = {
  customerId: number;
  now: Date;
  /** How many times this customer has used the code (coupon_usages rows). */
  customerUses: number;
  /** 'order' discounts an invoice; 'gift' turns a gift code into account credit. */
  purpose: 'order' | 'gift';
  /** The items' price the discount is taken from (order purpose only). */
  itemsPrice: number;
};

export type CouponGrant = { discount: number; freeShipping: boolean };

/**
 * Whether the customer may use the coupon now, as the first reason it fails:
 * another customer's code is as good as unknown; then switched off, not started,
 * ended, used up, the customer's own share used, the wrong kind for the purpose,
 * and the invoice below the minimum price.
 */
export function couponRefusal(coupon: CouponRow, context: CouponContext): CouponRefusal | null {
  if (coupon.customerId !== null && coupon.customerId !== context.customerId) {
    return { reason: 'notFound' };
  }
  if (!coupon.isActive) return { reason: 'inactive' };
  if (coupon.startsAt && coupon.startsAt > context.now) return { reason: 'notStarted' };
  if (coupon.endsAt && coupon.endsAt < context.now) return { reason: 'expired' };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return { reason: 'usedUp' };
  if (coupon.perCustomerLimit !== null && context.customerUses >= coupon.perCustomerLimit) {
    return { reason: 'customerLimit', limit: coupon.perCustomerLimit };
  }
  if (context.purpose === 'order' && coupon.kind === 'gift') return { reason: 'giftOnly' };
  if (context.purpose === 'gift' && coupon.kind !== 'gift') return { reason: 'notGift' };
  if (context.purpose === 'order' && context.itemsPrice < coupon.minPrice) {
    return { reason: 'minPrice', minPrice: coupon.minPrice };
  }
  return null;
}

/**
 * The discount a usable coupon gives: a percent of the items (floored, capped by
 * max_discount), a fixed amount (never more than the items), or the shipping.
 * Gift codes discount nothing: they become credit instead.
 */
export function couponDiscount(
  coupon: CouponRow,
  itemsPrice: number,
  shippingPrice: number,
): CouponGrant {
  switch (coupon.kind) {
    case 'percent': {
      const percent = Math.min(100, Math.max(0, coupon.value));
      const raw = Math.floor((itemsPrice * percent) / 100);
      const capped = coupon.maxDiscount === null ? raw : Math.min(raw, coupon.maxDiscount);
      return { discount: Math.max(0, capped), freeShipping: false };
    }
    case 'fixed':
      return { discount: Math.max(0, Math.min(coupon.value, itemsPrice)), freeShipping: false };
    case 'free_shipping':
      return { discount: shippingPrice, freeShipping: true };
    case 'gift':
      return { discount: 0, freeShipping: false };
  }
}

const messages = apiMessages.coupon;

/**
 * Why a gift code cannot be redeemed, said of a gift code: the customer typed
 * one in the gift field, and the coupon's words («کد تخفیف …») would send them
 * looking for a discount field. A code used up, or already used by the
 * customer, is «used before»; the rest share the coupon's wording.
 */
export function giftRefusalMessage(refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'notFound':
      return messages.giftNotFound;
    case 'inactive':
      return messages.giftInactive;
    case 'notStarted':
      return messages.giftNotStarted;
    case 'expired':
      return messages.giftExpired;
    case 'usedUp':
    case 'customerLimit':
      return messages.giftUsed;
    default:
      return refusalMessage(refusal);
  }
}

export function refusalMessage(refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'customerLimit':
      return fillMessage(messages.customerLimit, { count: refusal.limit });
    case 'minPrice':
      return fillMessage(messages.minPrice, { price: tomanText(refusal.minPrice) });
    default:
      return messages[refusal.reason];
  }
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    value: row.value,
    max_discount: row.maxDiscount,
    min_price: row.minPrice,
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
  };
}
