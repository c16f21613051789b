import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { productExtra } from '@/lib/contract/catalog';
import type { Order } from '@/lib/contract/order';
import { RELEASED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { formatWeekday } from '@/lib/format/jalali';
import type { Executor } from '@/server/db/database';
import {
  addresses,
  categories,
  creditTransactions,
  orderItems,
  orderRatings,
  type orders,
  products,
  shops,
  users,
} from '@/server/db/schema';
import { apiMessages } from '@/server/http/messages';
import { toBranch } from '@/server/services/branch/branches';
import { customerActions } from './state-machine';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export function statusTitle(status: OrderRow['status']): string {
  return apiMessages.order.status[status];
}

const SECOND_MS = 1000;

async function itemsOf(db: Executor, orderIds: number[]): Promise<ItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

type LineProductRef = {
  id: number;
  slug: string;
  images: string[];
  extra: unknown;
  categoryName: string;
};

async function productsOf(db: Executor, ids: number[]): Promise<Map<number, LineProductRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      images: products.images,
      extra: products.extra,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The latest refund to account credit of each cancelled order among these: a
 * paid order's price given back when it was cancelled, or a bank payment that
 * landed after it closed. Newest first, so the first seen per order is kept.
 */
async function refundsOf(db: Executor, rows: readonly OrderRow[]): Promise<Map<number, number>> {
  const cancelled = rows.filter((row) => RELEASED_ORDER_STATUSES.includes(row.status));
  if (cancelled.length === 0) return new Map();
  const refunds = await db
    .select({ orderId: creditTransactions.orderId, amount: creditTransactions.amount })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.kind, 'refund'),
        inArray(
          creditTransactions.orderId,
          cancelled.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(creditTransactions.id));
  const latest = new Map<number, number>();
  for (const refund of refunds) {
    if (refund.orderId !== null && !latest.has(refund.orderId)) {
      latest.set(refund.orderId, refund.amount);
    }
  }
  return latest;
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Orders as the lists and the detail page show them (spec 2's card rows, spec
 * 3's fields), read in a handful of queries however many orders there are. A
 * line's unit_price is one unit with its toppings (total ÷ count), as on the cart.
 */
export async function toOrders(db: Executor, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  // A pickup is collected at its branch: an address it may carry is never its place.
  const addressIds = rows.flatMap((row) =>
    row.deliveryType === 'pickup' || row.addressId === null ? [] : [row.addressId],
  );
  const shopIds = rows.flatMap((row) =>
    row.deliveryType !== 'pickup' || row.pickupShopId === null ? [] : [row.pickupShopId],
  );
  const userIds = rows.flatMap((row) =>
    row.createdByUserId === null ? [] : [row.createdByUserId],
  );
  const [items, ratings, addressRows, shopRows, userRows, refunds] = await Promise.all([
    itemsOf(db, orderIds),
    db.select().from(orderRatings).where(inArray(orderRatings.orderId, orderIds)),
    addressIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: addresses.id, title: addresses.title, address: addresses.address })
          .from(addresses)
          .where(inArray(addresses.id, addressIds)),
    shopIds.length === 0
      ? Promise.resolve([])
      : db.select().from(shops).where(inArray(shops.id, shopIds)),
    userIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)),
    refundsOf(db, rows),
  ]);
  const productRows = await productsOf(db, [...new Set(items.map((item) => item.productId))]);
  const ratingOf = new Map(ratings.map((rating) => [rating.orderId, rating]));
  const addressOf = byId(addressRows);
  const shopOf = byId(shopRows);
  const userOf = byId(userRows);

  return rows.map((row) => {
    const rating = ratingOf.get(row.id);
    const address = row.addressId === null ? undefined : addressOf.get(row.addressId);
    const shop = row.pickupShopId === null ? undefined : shopOf.get(row.pickupShopId);
    const creator = row.createdByUserId === null ? undefined : userOf.get(row.createdByUserId);
    const next = row.nextOrderTime;
    const refunded = refunds.get(row.id);
    return {
      order_id: row.id,
      id: row.trackingCode,
      status: row.status,
      status_title: statusTitle(row.status),
      kind: row.kind,
      submit_by: row.submitBy,
      created_by: creator ? { id: creator.id, name: creator.name } : null,
      customer: { id: row.customerId },
      created_at: row.createdAt.toISOString(),
      reserve_date: row.reserveDate,
      weekday: row.reserveDate ? formatWeekday(row.reserveDate) : null,
      zone_time:
        row.startTime && row.endTime ? { start_time: row.startTime, end_time: row.endTime } : null,
      next_order_time: next ? next.toISOString() : null,
      next_order_time_timestamp: next ? Math.floor(next.getTime() / SECOND_MS) : null,
      delivery_type: row.deliveryType,
      payment_type: row.paymentType,
      is_paid: row.isPaid,
      refund: refunded === undefined ? null : { amount: refunded, to: 'credit' },
      is_bulk: row.isBulk,
      invoice: {
        items_price: row.itemsPrice,
        discount: row.discount,
        shipping_price: row.shippingPrice,
        price: row.price,
      },
      address: address ? { id: address.id, title: address.title, address: address.address } : null,
      pickup_branch: shop ? toBranch(shop) : null,
      description: row.description,
      msg: row.driverNote,
      products: items
        .filter((item) => item.orderId === row.id)
        .map((item) => {
          const product = productRows.get(item.productId);
          const extra = productExtra.safeParse(product?.extra);
          return {
            product_id: item.productId,
            name: item.name,
            count: item.count,
            unit_price: item.count > 0 ? Math.round(item.total / item.count) : item.unitPrice,
            total: item.total,
            toppings: item.toppings,
            product: {
              id: item.productId,
              slug: product?.slug ?? '',
              image: product?.images[0] ?? '',
              category_name: product?.categoryName ?? '',
              extra: extra.success ? extra.data : {},
            },
          };
        }),
      rating: rating ? { star: rating.star, comment: rating.comment } : null,
      actions: customerActions({
        status: row.status,
        paymentType: row.paymentType,
        submitBy: row.submitBy,
        isPaid: row.isPaid,
        rated: rating !== undefined,
      }),
    };
  });
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error('an order row gave no order');
  return order;
}
