import { inArray } from 'drizzle-orm';
import { tehranDate } from '@/lib/format/jalali';
import { productSearchColumns } from '@/lib/text/normalize-search';
import type { Executor } from '../database';
import {
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  reservations,
  reservationWindows,
} from '../schema';
import { categoryPicture } from './categories';
import { reserveIds } from './ids';
import { productImages } from './products';

/** 0 = Saturday … 6 = Friday: the Iranian week the windows are written in. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const FRIDAY = 6;
const DAY_MS = 86_400_000;

type Window = { weekday: number; startTime: string; endTime: string; capacity: number };

type Bookable = {
  key: string;
  name: string;
  category: string;
  price: number;
  description: string;
  windows: Window[];
  /** Days ahead (from tomorrow) on which every window is already booked out. */
  fullDays: number[];
};

/** The same windows every day, or on Fridays only the first of them (shorter hours). */
const every = (slots: [string, string][], capacity: number, shortFriday = false): Window[] =>
  WEEKDAYS.flatMap((weekday) =>
    (shortFriday && weekday === FRIDAY ? slots.slice(0, 1) : slots).map(([startTime, endTime]) => ({
      weekday,
      startTime,
      endTime,
      capacity,
    })),
  );

/**
 * Four bookings a visitor understands at once, each with windows every week
 * and a few days in the coming weeks already booked out by other customers.
 */
const BOOKABLES: Bookable[] = [
  {
    key: 'cafe-table',
    name: 'رزرو میز کافه برای دو ساعت',
    category: 'table-booking',
    price: 150_000,
    description:
      'میز چهارنفره‌ی کافه‌ی ما کنار پنجره‌ی رو به میدان، برای دو ساعت. مبلغ رزرو از صورت‌حساب کم می‌شود.',
    windows: every(
      [
        ['10:00', '12:00'],
        ['12:00', '14:00'],
        ['17:00', '19:00'],
        ['19:00', '21:00'],
      ],
      6,
    ),
    fullDays: [2, 9],
  },
  {
    key: 'cooking-class',
    name: 'کلاس آشپزی: بریانی و خورش ماست اصفهانی',
    category: 'workshops',
    price: 1_400_000,
    description:
      'سه ساعت آشپزی کنار سرآشپز ما: بریانی و خورش ماست را از آغاز می‌پزید و با خود می‌برید. مواد اولیه با ما.',
    windows: every(
      [
        ['10:00', '13:00'],
        ['16:00', '19:00'],
      ],
      8,
      true,
    ),
    fullDays: [3, 4, 11],
  },
  {
    key: 'hammam',
    name: 'سانس حمام سنتی با کیسه و سفیدآب',
    category: 'table-booking',
    price: 650_000,
    description:
      'یک سانس دوساعته در حمام سنتی بازسازی‌شده، با کیسه، سفیدآب، حوله و چای نبات پس از حمام.',
    windows: every(
      [
        ['08:00', '10:00'],
        ['10:00', '12:00'],
        ['14:00', '16:00'],
      ],
      4,
      true,
    ),
    fullDays: [1, 6],
  },
  {
    key: 'hall',
    name: 'رزرو سالن گردهمایی برای یک عصر',
    category: 'table-booking',
    price: 5_500_000,
    description:
      'سالن گردهمایی سی‌نفره با پذیرایی چای و شیرینی، برای جشن، دورهمی خانوادگی یا جلسه؛ یک عصر کامل.',
    windows: every([['16:00', '22:00']], 1),
    fullDays: [5, 7, 12, 19],
  },
];

/** How many products this part of the seed adds to the demo catalogue. */
export const RESERVATION_DEMO_PRODUCTS = BOOKABLES.length;

/**
 * The demo's reservable products with their windows, and the bookings that
 * fill some of their coming days: reservation orders of the demo's other
 * customers, so the calendar shows full days beside open ones.
 */
export async function seedReservationDemo(
  db: Executor,
  customerIds: readonly number[],
  pickupShopId: number,
  now: Date,
): Promise<void> {
  if (BOOKABLES.length !== RESERVATION_DEMO_PRODUCTS)
    throw new Error('update RESERVATION_DEMO_PRODUCTS');
  const slugs = [...new Set(BOOKABLES.map((bookable) => bookable.category))];
  const categoryRows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  const categoryOf = new Map(categoryRows.map((row) => [row.slug, row]));
  const ids = await reserveIds(db, 'products', BOOKABLES.length);
  const today = tehranDate(now);
  let booking = 0;
  for (const [index, bookable] of BOOKABLES.entries()) {
    const id = ids[index];
    const category = categoryOf.get(bookable.category);
    if (id === undefined || !category) throw new Error(`cannot place ${bookable.name}`);
    await db.insert(products).values({
      id,
      name: bookable.name,
      slug: `reserve-${bookable.key}`,
      description: bookable.description,
      categoryId: category.id,
      price: bookable.price,
      images: productImages(categoryPicture(bookable.category), id, 1),
      extra: { reservable: 'true' },
      ...productSearchColumns(bookable.name, [category.name, 'رزرو']),
      // Listed a month ago: the catalogue's newest shelf stays the generated products'.
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
      updatedAt: now,
    });
    await db
      .insert(reservationWindows)
      .values(bookable.windows.map((w) => ({ productId: id, ...w })));
    for (const ahead of bookable.fullDays) {
      const day = tehranDate(new Date(Date.parse(`${today}T12:00:00Z`) + ahead * DAY_MS));
      const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 1) % 7;
      for (const window of bookable.windows.filter((w) => w.weekday === weekday)) {
        booking++;
        const customerId = customerIds[booking % customerIds.length];
        if (customerId === undefined) throw new Error('the demo has no customers to book with');
        const price = bookable.price * window.capacity;
        const [order] = await db
          .insert(orders)
          .values({
            trackingCode: `RS1405${String(booking).padStart(4, '0')}`,
            customerId,
            status: 'created',
            kind: 'reservation',
            paymentType: 'cash',
            itemsPrice: price,
            price,
            deliveryType: 'pickup',
            pickupShopId,
            reserveDate: day,
            startTime: window.startTime,
            endTime: window.endTime,
            createdAt: new Date(now.getTime() - booking * 3_600_000),
          })
          .returning({ id: orders.id });
        if (!order) throw new Error('order insert returned nothing');
        await db.insert(orderItems).values({
          orderId: order.id,
          productId: id,
          name: bookable.name,
          unitPrice: bookable.price,
          count: window.capacity,
          total: price,
          reservations: [
            { reserve_date: day, start_time: window.startTime, end_time: window.endTime },
          ],
        });
        await db.insert(reservations).values({
          orderId: order.id,
          productId: id,
          reserveDate: day,
          startTime: window.startTime,
          endTime: window.endTime,
          count: window.capacity,
        });
        await db
          .insert(orderStatusHistory)
          .values({ orderId: order.id, toStatus: 'created', byRole: 'customer' });
      }
    }
  }
}
