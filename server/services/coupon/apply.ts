import type { PriceResult } from '@/lib/contract/order';
import type { Executor } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { getCart } from '@/server/services/cart/cart';
import { quoteOrder } from '@/server/services/order/pricing';

/**
 * POST coupons/apply/: the caller's cart priced with the code (delivery, no
 * address chosen yet, so no shipping). Nothing is used up until the order is
 * submitted; a code the caller cannot use is a 400 saying why.
 */
export async function applyCoupon(
  db: Executor,
  customerId: number,
  code: string,
): Promise<PriceResult> {
  if ((await getCart(db, customerId)).items.length === 0) {
    throw ApiError.badRequest(apiMessages.coupon.emptyCart);
  }
  return quoteOrder(db, customerId, { coupon: code, use_coupon: true, delivery_type: 'delivery' });
}
