import type { PaymentType } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { Database, Executor } from '@/server/db/database';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { statusTitle } from './order-view';
import { ownOrderRow } from './orders';
import { priceOrder } from './pricing';
import { type OrderPlan, placeOrder, type SubmitOutcome } from './submit';

/** A bulk order still takes a residue while it has not left the shop. */
const OPEN_FOR_RESIDUE: readonly OrderStatus[] = ['created', 'in_progress', 'ready'];

const messages = apiMessages.order;

/**
 * The residue of a bulk order: the lines left in the caller's cart (those the
 * bulk order, sent with explicit products, did not take) ordered as a follow-up
 * that travels with it. It copies the bulk order's delivery type, address, day
 * and times, pays no shipping of its own, takes no place in the window (the
 * bulk order holds it) and no coupon, and is bulk itself (no order_limit; stock
 * still applies). The cart is emptied. Only the caller's own bulk order, before
 * it is sent, takes a residue.
 */
async function residuePlan(
  tx: Executor,
  customerId: number,
  body: { order_id: number; payment_type?: PaymentType; description?: string },
  now: Date,
): Promise<OrderPlan> {
  const bulk = await ownOrderRow(tx, customerId, body.order_id);
  if (!bulk.isBulk) throw ApiError.badRequest(messages.residueNotBulk);
  if (!OPEN_FOR_RESIDUE.includes(bulk.status) || bulk.reserveDate === null) {
    throw ApiError.badRequest(
      fillMessage(messages.residueClosed, { status: statusTitle(bulk.status) }),
    );
  }
  const priced = await priceOrder(
    tx,
    customerId,
    { use_coupon: false, delivery_type: bulk.deliveryType },
    { bulk: true, now },
  );
  return {
    customerId,
    author: { role: 'customer' },
    lines: priced.lines,
    fromCart: priced.fromCart,
    coupon: null,
    shippingPrice: 0,
    deliveryType: bulk.deliveryType,
    addressId: bulk.addressId,
    pickupShopId: bulk.pickupShopId,
    handOver: {
      reserveDate: bulk.reserveDate,
      startTime: bulk.startTime,
      endTime: bulk.endTime,
      zoneTimeId: null,
    },
    paymentType: body.payment_type ?? bulk.paymentType,
    description: body.description ?? fillMessage(messages.residueNote, { code: bulk.trackingCode }),
    isBulk: true,
  };
}

export async function submitResidue(
  db: Database,
  customerId: number,
  body: { order_id: number; payment_type?: PaymentType; description?: string },
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<SubmitOutcome> {
  return placeOrder(
    db,
    customerId,
    idempotencyKey,
    (tx, at) => residuePlan(tx, customerId, body, at),
    now,
  );
}
