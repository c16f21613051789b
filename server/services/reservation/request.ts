import { eq } from 'drizzle-orm';
import type { ReservationRequestBody, ReservationResult } from '@/lib/contract/reservation';
import { normalizeMobile } from '@/lib/text/mobile';
import type { Database, Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import type { Caller } from '@/server/http/context';
import { pickupBranchId } from '@/server/services/branch/branches';
import { resolveCoupon } from '@/server/services/coupon/coupons';
import { notifyReservationBooked } from '@/server/services/notification/shop-notices';
import { priceLines } from '@/server/services/order/pricing';
import { type OrderPlan, placeOrder } from '@/server/services/order/submit';
import { bookedLines, bookSeats, firstSlot, isReservableLine } from './lines';
import { bookedSlotsOf } from './view';

const messages = apiMessages.reservation;

/**
 * The mobile and user id the spec's client sends must be the caller's own:
 * anyone else's is a 404, as if that customer did not exist.
 */
async function assertCaller(
  db: Executor,
  caller: Caller & { customerId: number },
  input: ReservationRequestBody,
): Promise<void> {
  if (
    input.user !== undefined &&
    input.user !== caller.userId &&
    input.user !== caller.customerId
  ) {
    throw ApiError.notFound();
  }
  if (input.mobile === undefined) return;
  const [row] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, caller.customerId))
    .limit(1);
  if (!row || normalizeMobile(input.mobile) !== row.mobile) throw ApiError.notFound();
}

/**
 * Each line priced from the product now (unit price × seats × slots), every
 * product reservable, every slot's day checked, and the coupon with
 * use_coupon: the plan of a reservation order, made inside its transaction.
 */
async function reservationPlan(
  tx: Executor,
  customerId: number,
  input: ReservationRequestBody,
  now: Date,
): Promise<OrderPlan> {
  const priced = await priceLines(
    tx,
    input.products.map((line) => ({ ...line, toppings: [] })),
  );
  for (const line of priced) {
    if (!isReservableLine(line)) {
      throw ApiError.badRequest(fillMessage(messages.notReservable, { name: line.product.name }));
    }
  }
  const lines = priced.map((line) => ({
    ...line,
    total: line.total * line.reservations.length,
  }));
  const booked = await bookedLines(tx, lines, now);
  const itemsPrice = lines.reduce((total, line) => total + line.total, 0);
  const code = input.use_coupon ? input.coupon : undefined;
  const coupon = code
    ? await resolveCoupon(tx, { customerId, code, itemsPrice, shippingPrice: 0, now })
    : null;
  const first = firstSlot(booked);
  if (!first) throw ApiError.badRequest(messages.productsRequired);
  return {
    customerId,
    author: { role: 'customer' },
    lines,
    fromCart: false,
    coupon,
    shippingPrice: 0,
    deliveryType: 'pickup',
    addressId: null,
    // Where the booking takes place: the shop's branch (the first, as a pickup's default).
    pickupShopId: await pickupBranchId(tx, undefined),
    handOver: {
      reserveDate: first.reserve_date,
      startTime: first.start_time,
      endTime: first.end_time,
      zoneTimeId: null,
    },
    paymentType: input.payment_type,
    description: input.description,
    isBulk: false,
    kind: 'reservation',
    afterInsert: async (writer, order, at) => {
      await bookSeats(writer, order, booked, input.extra_people, at);
      if (input.send_submit_notification) await notifyReservationBooked(writer, order);
    },
  };
}

/**
 * The reservation request: one order of kind 'reservation', whole or not at
 * all, in one transaction (placeOrder): stock and coupon as an order takes
 * them, then each slot's window locked and its seats counted, so no window is
 * ever booked beyond its capacity. The caller's own hold is theirs to use.
 */
export async function requestReservation(
  db: Database,
  caller: Caller & { customerId: number },
  input: ReservationRequestBody,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<ReservationResult> {
  await assertCaller(db, caller, input);
  const { order } = await placeOrder(
    db,
    caller.customerId,
    idempotencyKey,
    (tx, at) => reservationPlan(tx, caller.customerId, input, at),
    now,
  );
  return {
    order_id: order.order_id,
    order,
    reservations: await bookedSlotsOf(db, order.order_id),
  };
}
