import type { GiftCodeResult } from '@/lib/contract/coupon';
import type { Database } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { changeCredit } from '@/server/services/credit/ledger';
import { customerUses, findCoupon } from './coupons';
import { couponRefusal, giftRefusalMessage } from './evaluate';
import { recordCouponUse } from './use';

/**
 * A gift code turned into account credit, once: the coupon row is locked, its
 * checks run again under the lock, a customer redeems a gift code at most once
 * (besides its own limits), and the use and the credit are written in the same
 * transaction, so a repeated or simultaneous redeem credits nothing more.
 */
export async function redeemGift(
  db: Database,
  customerId: number,
  code: string,
  now: Date = new Date(),
): Promise<GiftCodeResult> {
  return db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, code, { lock: true });
    if (!coupon) throw ApiError.badRequest(giftRefusalMessage({ reason: 'notFound' }));
    const uses = await customerUses(tx, coupon.id, customerId);
    const refusal = couponRefusal(coupon, {
      customerId,
      now,
      customerUses: uses,
      purpose: 'gift',
      itemsPrice: 0,
    });
    if (refusal) throw ApiError.badRequest(giftRefusalMessage(refusal));
    if (uses > 0) throw ApiError.badRequest(apiMessages.coupon.giftUsed);
    if (coupon.value <= 0) throw ApiError.badRequest(giftRefusalMessage({ reason: 'notFound' }));
    await recordCouponUse(tx, { couponId: coupon.id, customerId, orderId: null });
    const credited = await changeCredit(tx, {
      customerId,
      amount: coupon.value,
      kind: 'gift',
      description: coupon.title,
    });
    if (!credited) throw ApiError.notFound();
    return { amount: coupon.value, credit: credited.balance };
  });
}
