import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
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
  orders,
  products,
  shops,
  users,
} from '@/server/db/schema';
import { apiMessages } from '@/server/errors/messages';
import { toBranch } from '@/server/services/branch/branches';
import { returnStates } from '@/server/services/returns/return-view';
import { customerActions } from './state-machine';

export type OrderRow = typeof orders.$inferSelect;

/** An order the named-things statement did not return (it always does): nothing named. */
const NAMED_NOTHING = { rating: null, address: null, shop: null, creator: null } as const;

export function statusTitle(status: OrderRow['status']): string {
  return apiMessages.order.status[status];
}

const SECOND_MS = 1000;

/** The orders' lines with what the card shows of each product, in one statement. */
async function itemsOf(db: Executor, orderIds: number[]) {
  return db
    .select({
      item: orderItems,
      product: { slug: products.slug, images: products.images, extra: products.extra },
      categoryName: categories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/**
 * What each order names once (its rating, address, branch and the staff member
 * who made it) in one statement. A pickup is collected at its branch: an
 * address it may carry is never its place, and only a pickup has a branch.
 */
async function namedOf(db: Executor, orderIds: number[]) {
  return db
    .select({
      id: orders.id,
      rating: { star: orderRatings.star, comment: orderRatings.comment },
      address: { id: addresses.id, title: addresses.title, address: addresses.address },
      shop: shops,
      creator: { id: users.id, name: users.name },
    })
    .from(orders)
    .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id))
    .leftJoin(addresses, and(eq(addresses.id, orders.addressId), ne(orders.deliveryType, 'pickup')))
    .leftJoin(shops, and(eq(shops.id, orders.pickupShopId), eq(orders.deliveryType, 'pickup')))
    .leftJoin(users, eq(users.id, orders.createdByUserId))
    .where(inArray(orders.id, orderIds));
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

/**
 * Orders as the lists and the detail page show them (spec 2's card rows, spec
 * 3's fields), read in two statements however many orders there are (three
 * when some are cancelled: their refunds; up to four more when some are
 * delivered: their returns and deadlines). A line's unit_price is one unit
 * with its toppings (total ÷ count), as on the cart.
 */
export async function toOrders(db: Executor, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [items, named, refunds, returns] = await Promise.all([
    itemsOf(db, orderIds),
    namedOf(db, orderIds),
    refundsOf(db, rows),
    returnStates(db, rows),
  ]);
  const namedOrder = new Map(named.map((row) => [row.id, row]));

  return rows.map((row) => {
    const { rating, address, shop, creator } = namedOrder.get(row.id) ?? NAMED_NOTHING;
    const next = row.nextOrderTime;
    const refunded = refunds.get(row.id);
    const returned = returns.get(row.id);
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
        .filter(({ item }) => item.orderId === row.id)
        .map(({ item, product, categoryName }) => {
          const extra = productExtra.safeParse(product?.extra);
          return {
            line_id: item.id,
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
              category_name: categoryName ?? '',
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
        rated: rating !== null,
        returnable: returned?.returnable ?? false,
      }),
      return_request: returned?.request ?? null,
      return_deadline: returned?.deadline ?? null,
    };
  });
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error('an order row gave no order');
  return order;
}
