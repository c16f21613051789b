import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Coupon, CouponCheck } from '@/lib/contract/coupon';
import { normalizeCouponCode } from '@/lib/contract/coupon';
import type { Executor } from '@/server/db/database';
import { coupons, couponUsages } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { getCart } from '@/server/services/cart/cart';
import {
  type CouponGrant,
  type CouponRow,
  couponDiscount,
  couponRefusal,
  refusalMessage,
  toCoupon,
} from './evaluate';

/** The coupon of a code, locked for the caller's transaction when `lock` is set. */
export async function findCoupon(
  db: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<CouponRow | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`)
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function customerUses(
  db: Executor,
  couponId: number,
  customerId: number,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, couponId), eq(couponUsages.customerId, customerId)));
  return row?.uses ?? 0;
}

/**
 * The coupon of a code with the customer's uses of it, in one statement: for a
 * quote, which locks nothing. A locking read counts the uses after the lock is
 * taken instead (a use written by whoever held it must be seen).
 */
async function couponWithUses(
  db: Executor,
  code: string,
  customerId: number,
): Promise<{ coupon: CouponRow; uses: number } | undefined> {
  const uses = db
    .select({ uses: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, coupons.id), eq(couponUsages.customerId, customerId)));
  const [row] = await db
    .select({ coupon: coupons, uses: sql`${uses}`.mapWith(Number) })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${normalizeCouponCode(code)}`)
    .limit(1);
  return row;
}

/** The coupon of a code and the customer's uses of it, the coupon locked with `lock`. */
async function couponAndUses(
  db: Executor,
  code: string,
  customerId: number,
  lock: boolean,
): Promise<{ coupon: CouponRow; uses: number } | undefined> {
  if (!lock) return couponWithUses(db, code, customerId);
  const coupon = await findCoupon(db, code, { lock });
  return coupon && { coupon, uses: await customerUses(db, coupon.id, customerId) };
}

export type ResolvedCoupon = { coupon: CouponRow; grant: CouponGrant };

/**
 * The coupon of a code and what it takes off this invoice, or a 400 whose
 * message says why the customer cannot use it. With `lock`, the coupon row stays
 * locked to the caller's transaction, so the uses it counts cannot change before
 * the use is written.
 */
export async function resolveCoupon(
  db: Executor,
  input: {
    customerId: number;
    code: string;
    itemsPrice: number;
    shippingPrice: number;
    now: Date;
    lock?: boolean;
  },
): Promise<ResolvedCoupon> {
  const found = await couponAndUses(db, input.code, input.customerId, input.lock ?? false);
  if (!found) throw ApiError.badRequest(refusalMessage({ reason: 'notFound' }));
  const { coupon, uses } = found;
  const refusal = couponRefusal(coupon, {
    customerId: input.customerId,
    now: input.now,
    customerUses: uses,
    purpose: 'order',
    itemsPrice: input.itemsPrice,
  });
  if (refusal) throw ApiError.badRequest(refusalMessage(refusal));
  return { coupon, grant: couponDiscount(coupon, input.itemsPrice, input.shippingPrice) };
}

/**
 * POST coupons/check: whether the caller may use the code on `price` (or on their
 * cart's items when no price is sent). Shipping is not known here, so a
 * free-shipping code answers free_shipping true with a discount of 0.
 */
export async function checkCoupon(
  db: Executor,
  customerId: number,
  body: { code: string; price?: number },
  now: Date = new Date(),
): Promise<CouponCheck> {
  const itemsPrice = body.price ?? (await getCart(db, customerId)).items_price;
  const { coupon, grant } = await resolveCoupon(db, {
    customerId,
    code: body.code,
    itemsPrice,
    shippingPrice: 0,
    now,
  });
  return { coupon: toCoupon(coupon), discount: grant.discount, free_shipping: grant.freeShipping };
}

/**
 * GET coupons: the codes the caller may use now: active, started and not ended,
 * with uses left overall and for them, public or theirs alone (their unused gift
 * codes included; those are redeemed through coupons/gift).
 */
export async function listCoupons(
  db: Executor,
  customerId: number,
  now: Date = new Date(),
): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        or(isNull(coupons.customerId), eq(coupons.customerId, customerId)),
        or(isNull(coupons.startsAt), sql`${coupons.startsAt} <= ${now}`),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        or(isNull(coupons.maxUses), sql`${coupons.usedCount} < ${coupons.maxUses}`),
      ),
    )
    .orderBy(asc(coupons.id));
  const usable: Coupon[] = [];
  for (const row of rows) {
    const uses = row.perCustomerLimit === null ? 0 : await customerUses(db, row.id, customerId);
    if (row.perCustomerLimit !== null && uses >= row.perCustomerLimit) continue;
    usable.push(toCoupon(row));
  }
  return usable;
}

/** A coupon by id, locked to the caller's transaction. */
export async function lockCouponById(
  db: Executor,
  couponId: number,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .limit(1)
    .for('update');
  return row;
}
