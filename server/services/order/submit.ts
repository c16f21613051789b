import { and, eq } from 'drizzle-orm';
import type { DeliveryType, Order, OrderLineInput, PaymentType } from '@/lib/contract/order';
import type { OrderKind } from '@/lib/contract/order-status';
import type { Database, Executor } from '@/server/db/database';
import { orderStatusHistory, orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import { countOrder } from '@/server/observability/metrics';
import { pickupBranchId } from '@/server/services/branch/branches';
import { emptyCart } from '@/server/services/cart/cart-rows';
import { revalidateProducts } from '@/server/services/catalog/revalidate-products';
import { type ResolvedCoupon, resolveCoupon } from '@/server/services/coupon/coupons';
import { recordCouponUse } from '@/server/services/coupon/use';
import { bookedLines, bookSeats } from '@/server/services/reservation/lines';
import {
  chooseDeliveryWindow,
  choosePickupTime,
  type HandOver,
  holdWindowPlace,
  type TimeChoice,
} from './delivery-window';
import { insertOrderItems } from './order-items';
import { type OrderRow, toOrder } from './order-view';
import { invoiceOf, type PricedLine, priceOrder } from './pricing';
import { takeStock } from './stock';
import { newTrackingCode } from './tracking-code';
import { isUniqueViolation } from './unique-violation';

/** Who places the order: the customer on the site, or a staff user from the panel. */
export type OrderAuthor = { role: 'customer' } | { role: 'staff'; userId: number };

/** Everything an order row is written from, once its lines are priced and its time chosen. */
export type OrderPlan = {
  customerId: number;
  author: OrderAuthor;
  lines: PricedLine[];
  /** Empty the cart once the order is written (its lines came from the cart). */
  fromCart: boolean;
  /** The code to lock and use, with the discount it gave unlocked. */
  coupon: ResolvedCoupon | null;
  shippingPrice: number;
  deliveryType: DeliveryType;
  addressId: number | null;
  /** The branch a pickup is collected from (null for delivery). */
  pickupShopId: number | null;
  handOver: HandOver;
  paymentType: PaymentType;
  description: string;
  isBulk: boolean;
  /** 'order' unless another domain writes its own kind (a reservation). */
  kind?: OrderKind;
  /**
   * What another domain writes with the order, in its transaction, after the
   * order's stock and coupon are taken (the seats of its reservations).
   */
  afterInsert?: (tx: Executor, order: OrderRow, now: Date) => Promise<void>;
};

export type SubmitOutcome = { order: Order; created: boolean };

/** How many times an order is written again when its random tracking code clashes. */
const TRACKING_ATTEMPTS = 3;

export async function orderByKey(
  db: Executor,
  customerId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Writes a planned order whole or not at all, in the caller's transaction.
 * Locks are taken in the order every path uses (window, products by id,
 * coupon), so concurrent orders, cancels and edits never deadlock:
 * 1. the window's zone_times row, and its capacity counted under that lock;
 * 2. each line's stock by a conditional UPDATE (a shortage rolls everything back);
 * 3. the coupon row, checked again under the lock, then its use recorded;
 * 4. the order, its lines and its first status row; the cart emptied when it was the source.
 */
async function writeOrder(tx: Executor, plan: OrderPlan, key: string | null, now: Date) {
  const { handOver } = plan;
  if (handOver.zoneTimeId !== null) {
    await holdWindowPlace(tx, {
      zoneTimeId: handOver.zoneTimeId,
      reserveDate: handOver.reserveDate,
    });
  }
  const changes = await takeStock(
    tx,
    plan.lines.map((line) => ({
      productId: line.product.id,
      name: line.product.name,
      count: line.count,
    })),
  );
  const itemsPrice = plan.lines.reduce((sum, line) => sum + line.total, 0);
  const coupon = plan.coupon
    ? await resolveCoupon(tx, {
        customerId: plan.customerId,
        code: plan.coupon.coupon.code,
        itemsPrice,
        shippingPrice: plan.shippingPrice,
        now,
        lock: true,
      })
    : null;
  const invoice = invoiceOf(itemsPrice, coupon?.grant.discount ?? 0, plan.shippingPrice);
  const staffUserId = plan.author.role === 'staff' ? plan.author.userId : null;

  const [row] = await tx
    .insert(orders)
    .values({
      trackingCode: newTrackingCode(now),
      customerId: plan.customerId,
      status: 'created',
      submitBy: staffUserId === null ? 'site' : 'panel',
      createdByUserId: staffUserId,
      kind: plan.kind ?? 'order',
      paymentType: plan.paymentType,
      isBulk: plan.isBulk,
      itemsPrice: invoice.items_price,
      discount: invoice.discount,
      shippingPrice: invoice.shipping_price,
      price: invoice.price,
      couponId: coupon?.coupon.id ?? null,
      addressId: plan.addressId,
      pickupShopId: plan.pickupShopId,
      deliveryType: plan.deliveryType,
      reserveDate: handOver.reserveDate,
      startTime: handOver.startTime,
      endTime: handOver.endTime,
      zoneTimeId: handOver.zoneTimeId,
      description: plan.description,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');

  await insertOrderItems(tx, row.id, plan.lines);
  await plan.afterInsert?.(tx, row, now);
  if (coupon) {
    await recordCouponUse(tx, {
      couponId: coupon.coupon.id,
      customerId: plan.customerId,
      orderId: row.id,
    });
  }
  await tx.insert(orderStatusHistory).values({
    orderId: row.id,
    fromStatus: null,
    toStatus: 'created',
    byRole: plan.author.role,
    createdAt: now,
  });
  if (plan.fromCart) await emptyCart(tx, plan.customerId);
  countOrder(tx, 'placed');
  return { row, changes };
}

/**
 * Places an order from a plan made inside the same transaction, once per
 * Idempotency-Key: a key already used answers its order (created false), and
 * when two submits with one key race, the loser's transaction fails (on the
 * unique (customer_id, idempotency_key) index, or on anything the winner took
 * first) and it answers the winner's order instead.
 */
export async function placeOrder(
  db: Database,
  customerId: number,
  key: string | null,
  plan: (tx: Executor, now: Date) => Promise<OrderPlan>,
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  const repeat = async (): Promise<SubmitOutcome | null> => {
    const first = key ? await orderByKey(db, customerId, key) : undefined;
    if (first) countOrder(db, 'repeated');
    return first ? { order: await toOrder(db, first), created: false } : null;
  };
  const earlier = await repeat();
  if (earlier) return earlier;
  for (let attempt = 1; ; attempt++) {
    try {
      const { row, changes } = await db.transaction(async (tx) =>
        writeOrder(tx, await plan(tx, now), key, now),
      );
      await revalidateProducts(changes);
      return { order: await toOrder(db, row), created: true };
    } catch (error) {
      const winner = await repeat();
      if (winner) return winner;
      if (attempt < TRACKING_ATTEMPTS && isUniqueViolation(error, 'orders_tracking_uq')) continue;
      throw error;
    }
  }
}

export type SubmitInput = {
  products?: OrderLineInput[];
  delivery_type: DeliveryType;
  address_id?: number;
  branch_id?: number;
  payment_type: PaymentType;
  coupon?: string;
  use_coupon: boolean;
  description: string;
  is_bulk: boolean;
};

/**
 * The plan of a submit: lines priced (the body's or the cart's), the address
 * (the customer's, in a zone) and one of its zone's windows for delivery, or a
 * pickup day, time and branch; the coupon only with use_coupon.
 */
export async function submitPlan(
  tx: Executor,
  customerId: number,
  author: OrderAuthor,
  input: SubmitInput,
  time: TimeChoice,
  now: Date,
): Promise<OrderPlan> {
  if (input.delivery_type === 'delivery' && input.address_id === undefined) {
    throw ApiError.badRequest(apiMessages.order.addressRequired);
  }
  const priced = await priceOrder(tx, customerId, input, { bulk: input.is_bulk, now });
  // Reservable lines are checked and their seats counted as the reservation request does.
  const booked = await bookedLines(tx, priced.lines, now);
  const handOver = priced.address
    ? await chooseDeliveryWindow(tx, priced.address, time, now)
    : await choosePickupTime(tx, time, now);
  const pickupShopId =
    input.delivery_type === 'pickup' ? await pickupBranchId(tx, input.branch_id) : null;
  return {
    customerId,
    author,
    lines: priced.lines,
    fromCart: priced.fromCart,
    coupon: priced.coupon,
    shippingPrice: priced.invoice.shipping_price,
    deliveryType: input.delivery_type,
    addressId: priced.address?.row.id ?? null,
    pickupShopId,
    handOver,
    paymentType: input.payment_type,
    description: input.description,
    isBulk: input.is_bulk,
    afterInsert: (tx, order, at) => bookSeats(tx, order, booked, 0, at),
  };
}

/** POST order/submit/ (and the staff create call): one order, whole or not at all. */
export async function submitOrder(
  db: Database,
  request: {
    customerId: number;
    author: OrderAuthor;
    input: SubmitInput;
    time: TimeChoice;
    idempotencyKey: string | null;
  },
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  return placeOrder(
    db,
    request.customerId,
    request.idempotencyKey,
    (tx, at) => submitPlan(tx, request.customerId, request.author, request.input, request.time, at),
    now,
  );
}
