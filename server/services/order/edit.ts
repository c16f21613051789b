import { eq } from 'drizzle-orm';
import type { Order, OrderLineInput } from '@/lib/contract/order';
import type { Database, Executor } from '@/server/db/database';
import { orderItems, orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { apiMessages } from '@/server/errors/messages';
import {
  type ProductChange,
  revalidateProducts,
} from '@/server/services/catalog/revalidate-products';
import { lockCouponById } from '@/server/services/coupon/coupons';
import { couponDiscount, refusalMessage } from '@/server/services/coupon/evaluate';
import { holdsSeats } from '@/server/services/reservation/lines';
import {
  chooseDeliveryWindow,
  choosePickupTime,
  type HandOver,
  holdWindowPlace,
} from './delivery-window';
import { insertOrderItems } from './order-items';
import { orderStockLines } from './order-lines';
import { type OrderRow, toOrder } from './order-view';
import { ownOrderRow } from './orders';
import {
  type DeliveryAddress,
  deliveryAddress,
  invoiceOf,
  type PricedLine,
  priceLines,
} from './pricing';
import { rebalanceStock } from './stock';

export type OrderEdit = {
  products?: OrderLineInput[];
  description?: string;
  address_id?: number;
  zone_time_id?: number;
  reserve_date?: string;
};

const messages = apiMessages.order;

/**
 * The hand-over after an edit. Delivery: a new window (zone_time_id and/or
 * reserve_date) must be one the address's zone offers; a new address alone must
 * still be served by the order's window, else the customer is asked to choose a
 * time too. Pickup: a new day keeps the time and is checked as at submit.
 */
async function editedHandOver(
  tx: Executor,
  row: OrderRow,
  edit: OrderEdit,
  address: DeliveryAddress | null,
  now: Date,
): Promise<HandOver | null> {
  const timeChanged = edit.zone_time_id !== undefined || edit.reserve_date !== undefined;
  if (row.deliveryType === 'pickup') {
    if (edit.zone_time_id !== undefined) throw ApiError.badRequest(messages.windowUnavailable);
    if (edit.reserve_date === undefined) return null;
    return choosePickupTime(
      tx,
      {
        reserveDate: edit.reserve_date,
        startTime: row.startTime ?? undefined,
        endTime: row.endTime ?? undefined,
      },
      now,
    );
  }
  if (!timeChanged && !address) return null;
  const where =
    address ?? (await deliveryAddress(tx, row.customerId, 'delivery', row.addressId ?? undefined));
  if (!where) throw ApiError.badRequest(messages.addressRequired);
  const choice = {
    zoneTimeId: edit.zone_time_id ?? row.zoneTimeId ?? undefined,
    reserveDate: edit.reserve_date ?? row.reserveDate ?? undefined,
  };
  if (timeChanged) return chooseDeliveryWindow(tx, where, choice, now);
  try {
    return await chooseDeliveryWindow(tx, where, choice, now);
  } catch {
    throw ApiError.badRequest(messages.editNeedsTime);
  }
}

/**
 * POST order/{id}/edit: while the order is created and unpaid, the customer may
 * change its description, hand-over time, delivery address and lines, in one
 * transaction with the order row locked. Lines are priced again (the stock the
 * order already holds counts as on hand for it) and stock moves only by the
 * difference; shipping follows a new address's zone; a coupon keeps applying
 * (its minimum price checked again) without counting a second use; a new window
 * must have room. Anything refused changes nothing.
 */
export async function editOrder(
  db: Database,
  customerId: number,
  orderId: number,
  edit: OrderEdit,
  now: Date = new Date(),
): Promise<Order> {
  const { row, changes } = await db.transaction(async (tx) => {
    const current = await ownOrderRow(tx, customerId, orderId, { lock: true });
    if (current.status !== 'created' || current.isPaid) {
      throw ApiError.badRequest(messages.editNotAllowed);
    }
    // A collection request's lines, place and schedule are its standing order: only its note may change.
    const { description: _note, ...more } = edit;
    if (current.kind === 'collection' && Object.values(more).some((value) => value !== undefined)) {
      throw ApiError.badRequest(apiMessages.collection.editOnlyDescription);
    }
    if (current.deliveryType === 'pickup' && edit.address_id !== undefined) {
      throw ApiError.badRequest(messages.editPickupAddress);
    }
    const changesMoreThanText = Object.entries(edit).some(
      ([key, value]) => key !== 'description' && value !== undefined,
    );
    if (changesMoreThanText && (await holdsSeats(tx, current.id))) {
      throw ApiError.badRequest(apiMessages.reservation.editNotAllowed);
    }
    const address =
      edit.address_id === undefined
        ? null
        : await deliveryAddress(tx, customerId, 'delivery', edit.address_id);
    const handOver = await editedHandOver(tx, current, edit, address, now);
    const held = await orderStockLines(tx, current.id);
    const lines: PricedLine[] | null = edit.products
      ? await priceLines(tx, edit.products, {
          bulk: current.isBulk,
          heldUnits: new Map(held.map((line) => [line.productId, line.count])),
        })
      : null;

    if (handOver && handOver.zoneTimeId !== null) {
      await holdWindowPlace(
        tx,
        { zoneTimeId: handOver.zoneTimeId, reserveDate: handOver.reserveDate },
        current.id,
      );
    }
    let stock: ProductChange[] = [];
    if (lines) {
      const wanted = lines.map((line) => ({
        productId: line.product.id,
        name: line.product.name,
        count: line.count,
      }));
      stock = await rebalanceStock(tx, held, wanted);
    }
    const itemsPrice = lines
      ? lines.reduce((sum, line) => sum + line.total, 0)
      : current.itemsPrice;
    const shippingPrice = address ? address.zone.shippingPrice : current.shippingPrice;
    let discount = current.discount;
    if (current.couponId !== null) {
      const coupon = await lockCouponById(tx, current.couponId);
      if (coupon) {
        if (itemsPrice < coupon.minPrice) {
          throw ApiError.badRequest(
            refusalMessage({ reason: 'minPrice', minPrice: coupon.minPrice }),
          );
        }
        discount = couponDiscount(coupon, itemsPrice, shippingPrice).discount;
      }
    }
    const invoice = invoiceOf(itemsPrice, discount, shippingPrice);
    const [updated] = await tx
      .update(orders)
      .set({
        itemsPrice: invoice.items_price,
        discount: invoice.discount,
        shippingPrice: invoice.shipping_price,
        price: invoice.price,
        addressId: address ? address.row.id : current.addressId,
        ...(handOver ?? {}),
        description: edit.description ?? current.description,
        updatedAt: now,
      })
      .where(eq(orders.id, current.id))
      .returning();
    if (!updated) throw ApiError.notFound();
    if (lines) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, current.id));
      await insertOrderItems(tx, current.id, lines);
    }
    return { row: updated, changes: stock };
  });
  await revalidateProducts(changes);
  return toOrder(db, row);
}
