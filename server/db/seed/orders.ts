import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_RESERVATION_PAYMENT_TYPE } from '@/lib/constants';
import type { OrderKind, OrderStatus, PaymentType } from '@/lib/contract/order-status';
import type { Executor } from '../database';
import {
  coupons,
  couponUsages,
  type LineReservation,
  orderItems,
  orderRatings,
  orderStatusHistory,
  orders,
  reservations,
  reservationWindows,
  toppings,
} from '../schema';
import { DAY_MS, iranWeekday, tehranDate, tehranTime } from './dates';
import type { ProductDraft } from './product-generator';
import type { SeededZones } from './zones';

export type DemoProduct = { id: number; draft: ProductDraft };

type LineSpec = { category: string; count: number; toppings?: boolean; collection?: boolean };

type OrderSpec = {
  status: OrderStatus;
  kind?: OrderKind;
  payment: PaymentType;
  paid: boolean;
  delivery: 'delivery' | 'pickup';
  lines: LineSpec[];
  daysAgo: number;
  byStaff?: boolean;
  coupon?: string;
  description?: string;
  driverNote?: string;
  rating?: { star: number; comment: string };
};

/** One order per status for the demo customer, plus a staff order, a reservation and a collection request. */
const ORDERS: OrderSpec[] = [
  {
    status: 'created',
    payment: 'cash',
    paid: false,
    delivery: 'delivery',
    lines: [
      { category: 'pizza', count: 1, toppings: true },
      { category: 'cold-drinks', count: 2 },
    ],
    daysAgo: 0,
    description: 'لطفاً سس اضافه بگذارید.',
  },
  {
    status: 'in_progress',
    payment: 'card',
    paid: true,
    delivery: 'delivery',
    lines: [
      { category: 'gaz', count: 1 },
      { category: 'poolaki', count: 2 },
    ],
    daysAgo: 1,
  },
  {
    status: 'ready',
    payment: 'credit',
    paid: true,
    delivery: 'pickup',
    lines: [{ category: 'cakes', count: 1 }],
    daysAgo: 1,
  },
  {
    status: 'send',
    payment: 'card',
    paid: true,
    delivery: 'delivery',
    lines: [
      { category: 'nuts', count: 1 },
      { category: 'fresh-fruit', count: 2 },
    ],
    daysAgo: 2,
    driverNote: 'زنگ واحد ۳ خراب است؛ لطفاً تماس بگیرید.',
  },
  {
    status: 'rt_wait',
    payment: 'card',
    paid: true,
    delivery: 'delivery',
    lines: [{ category: 'enamel', count: 1 }],
    daysAgo: 9,
    description: 'درخواست مرجوعی: لبه‌ی بشقاب ترک داشت.',
  },
  {
    status: 'rt_accept',
    payment: 'card',
    paid: true,
    delivery: 'delivery',
    lines: [{ category: 'milk-yogurt', count: 2 }],
    daysAgo: 12,
  },
  {
    status: 'cancel',
    payment: 'cash',
    paid: false,
    delivery: 'delivery',
    lines: [{ category: 'sandwiches', count: 2, toppings: true }],
    daysAgo: 5,
    description: 'فروشگاه لغو کرد: مواد اولیه تمام شده بود.',
  },
  {
    status: 'canceled',
    payment: 'cash',
    paid: false,
    delivery: 'delivery',
    lines: [{ category: 'hot-drinks', count: 2, toppings: true }],
    daysAgo: 4,
  },
  {
    status: 'completed',
    payment: 'card',
    paid: true,
    delivery: 'delivery',
    coupon: 'TAKHFIF50',
    lines: [
      { category: 'gaz', count: 1 },
      { category: 'spices', count: 1 },
      { category: 'herbal-tea', count: 1 },
    ],
    daysAgo: 20,
    rating: { star: 5, comment: 'همه‌چیز تازه و سالم رسید، پیک هم خیلی مؤدب بود.' },
  },
  {
    status: 'created',
    payment: 'card',
    paid: false,
    delivery: 'delivery',
    byStaff: true,
    lines: [{ category: 'gift-boxes', count: 2 }],
    daysAgo: 0,
    description: 'سفارش تلفنی، ثبت‌شده توسط کارشناس فروش؛ پرداخت با لینک.',
  },
  {
    status: 'created',
    kind: 'reservation',
    payment: DEFAULT_RESERVATION_PAYMENT_TYPE,
    paid: false,
    delivery: 'pickup',
    lines: [{ category: 'workshops', count: 2 }],
    daysAgo: 0,
  },
  {
    status: 'created',
    kind: 'collection',
    payment: 'cash',
    paid: false,
    delivery: 'pickup',
    lines: [{ category: 'fresh-bread', count: 1, collection: true }],
    daysAgo: 0,
  },
];

/** Each status's path from created, for order_status_history. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  created: ['created'],
  in_progress: ['created', 'in_progress'],
  ready: ['created', 'in_progress', 'ready'],
  send: ['created', 'in_progress', 'ready', 'send'],
  rt_wait: ['created', 'in_progress', 'ready', 'send', 'rt_wait'],
  rt_accept: ['created', 'in_progress', 'ready', 'send', 'rt_wait', 'rt_accept'],
  cancel: ['created', 'in_progress', 'cancel'],
  canceled: ['created', 'canceled'],
  completed: ['created', 'in_progress', 'ready', 'send', 'completed'],
};

const TOPPING_LIMIT = 2;

export type SeededOrder = {
  id: number;
  status: OrderStatus;
  price: number;
  payment: PaymentType;
  paid: boolean;
  createdAt: Date;
  kind: OrderKind;
};

export type OrderContext = {
  customerId: number;
  staffUserId: number;
  addressId: number;
  /** The branch pickup orders are collected from. */
  pickupShopId: number;
  zones: SeededZones;
  couponIds: Map<string, number>;
  products: DemoProduct[];
  now: Date;
};

function pickProduct(context: OrderContext, line: LineSpec, used: Set<number>): DemoProduct {
  const found = context.products.find(
    ({ id, draft }) =>
      !used.has(id) &&
      draft.categorySlug === line.category &&
      draft.stock !== 0 &&
      draft.orderLimit !== 0 &&
      Boolean(draft.extra.collection) === Boolean(line.collection) &&
      (!line.toppings || draft.toppings.length > 0),
  );
  if (!found) throw new Error(`no demo product fits an order line in ${line.category}`);
  used.add(found.id);
  return found;
}

export async function seedOrders(db: Executor, context: OrderContext): Promise<SeededOrder[]> {
  const seeded: SeededOrder[] = [];
  const used = new Set<number>();
  for (const [i, spec] of ORDERS.entries()) {
    const createdAt = new Date(context.now.getTime() - spec.daysAgo * DAY_MS - (i + 1) * 3_600_000);
    const kind = spec.kind ?? 'order';
    const picked = spec.lines.map((line) => ({ line, product: pickProduct(context, line, used) }));

    // Delivery and collection: tomorrow's first slot in the central zone.
    const slotDate = tehranDate(new Date(createdAt.getTime() + DAY_MS));
    const slot = context.zones.centralTimes.find((time) => time.weekday === iranWeekday(slotDate));

    let reservation: LineReservation | null = null;
    if (kind === 'reservation') {
      const first = picked[0];
      if (!first) throw new Error('a reservation needs a product');
      const reserveDate = tehranDate(new Date(context.now.getTime() + 3 * DAY_MS));
      const windows = await db
        .select()
        .from(reservationWindows)
        .where(eq(reservationWindows.productId, first.product.id))
        .orderBy(reservationWindows.weekday, reservationWindows.startTime);
      const sameDay = windows.find((w) => w.weekday === iranWeekday(reserveDate)) ?? windows[0];
      if (!sameDay) throw new Error('the reservable demo product has no windows');
      reservation = {
        reserve_date: reserveDate,
        start_time: sameDay.startTime,
        end_time: sameDay.endTime,
      };
    }

    const toppingRows = await db
      .select()
      .from(toppings)
      .where(
        inArray(
          toppings.productId,
          picked.map(({ product }) => product.id),
        ),
      );

    const lines = picked.map(({ line, product }) => {
      const unitPrice = product.draft.discountPrice ?? product.draft.price;
      const chosen = line.toppings
        ? toppingRows
            .filter((topping) => topping.productId === product.id)
            .slice(0, TOPPING_LIMIT)
            .map((topping) => ({
              id: topping.id,
              name: topping.name,
              price: topping.price,
              count: 1,
            }))
        : [];
      const toppingTotal = chosen.reduce((sum, topping) => sum + topping.price * topping.count, 0);
      return {
        productId: product.id,
        name: product.draft.name,
        unitPrice,
        count: line.count,
        toppings: chosen,
        reservations: reservation ? [reservation] : [],
        total: (unitPrice + toppingTotal) * line.count,
      };
    });

    const itemsPrice = lines.reduce((sum, line) => sum + line.total, 0);
    const couponId = spec.coupon ? (context.couponIds.get(spec.coupon) ?? null) : null;
    const discount = couponId ? 50_000 : 0;
    const shippingPrice = spec.delivery === 'delivery' ? context.zones.centralShipping : 0;
    const price = itemsPrice - discount + shippingPrice;

    const [order] = await db
      .insert(orders)
      .values({
        trackingCode: `DM1405${String(i + 1).padStart(4, '0')}`,
        customerId: context.customerId,
        status: spec.status,
        submitBy: spec.byStaff ? 'panel' : 'site',
        createdByUserId: spec.byStaff ? context.staffUserId : null,
        kind,
        paymentType: spec.payment,
        isPaid: spec.paid,
        itemsPrice,
        discount,
        shippingPrice,
        price,
        couponId,
        // A pickup is collected at the branch: it has no delivery address.
        addressId: spec.delivery === 'delivery' ? context.addressId : null,
        pickupShopId: spec.delivery === 'pickup' ? context.pickupShopId : null,
        deliveryType: spec.delivery,
        reserveDate: reservation?.reserve_date ?? (kind === 'reservation' ? null : slotDate),
        startTime: reservation?.start_time ?? slot?.startTime ?? null,
        endTime: reservation?.end_time ?? slot?.endTime ?? null,
        zoneTimeId: kind === 'reservation' ? null : (slot?.id ?? null),
        nextOrderTime: kind === 'collection' && slot ? tehranTime(slotDate, slot.startTime) : null,
        description: spec.description ?? '',
        driverNote: spec.driverNote ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned nothing');

    await db.insert(orderItems).values(lines.map((line) => ({ orderId: order.id, ...line })));

    if (reservation) {
      const first = lines[0];
      if (first) {
        await db.insert(reservations).values({
          orderId: order.id,
          productId: first.productId,
          reserveDate: reservation.reserve_date,
          startTime: reservation.start_time,
          endTime: reservation.end_time,
          count: first.count,
        });
      }
    }

    const path = PATHS[spec.status];
    await db.insert(orderStatusHistory).values(
      path.map((status, step) => ({
        orderId: order.id,
        fromStatus: step === 0 ? null : (path[step - 1] ?? null),
        toStatus: status,
        byRole:
          status === 'created' || status === 'canceled'
            ? spec.byStaff
              ? 'staff'
              : 'customer'
            : 'staff',
        createdAt: new Date(createdAt.getTime() + step * 2 * 3_600_000),
      })),
    );

    if (spec.rating) {
      await db.insert(orderRatings).values({ orderId: order.id, ...spec.rating });
    }
    if (couponId) {
      await db.insert(couponUsages).values({
        couponId,
        customerId: context.customerId,
        orderId: order.id,
        createdAt,
      });
      await db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, couponId));
    }

    seeded.push({
      id: order.id,
      status: spec.status,
      price,
      payment: spec.payment,
      paid: spec.paid,
      createdAt,
      kind,
    });
  }
  return seeded;
}
