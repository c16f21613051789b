import { z } from 'zod';
import type { Database } from '@/server/db/database';
import { holidays, products, reservationWindows, shops } from '@/server/db/schema';
import { iranWeekday } from '@/server/services/catalog/shop-days';
import { insertShopFixture, shopDay } from './shop-fixture';

/**
 * The shop fixture plus reservable products: a café table (two windows every
 * day, 10 seats each), a hammam session (one small window every day but
 * Friday) and a hall (1 seat). A holiday a week ahead, and the branch where
 * bookings take place. Every number a
 * reservation test checks is written here.
 */

export const RESERVE_PRICES = { table: 200_000, hammam: 450_000, hall: 3_600_000 } as const;
export const TABLE_SEATS = 10;
export const HAMMAM_SEATS = 3;
export const HOLIDAY = shopDay(7);
/** The branch where bookings take place. */
export const BRANCH = {
  name: 'شعبه‌ی میدان امام',
  address: 'اصفهان، میدان امام، بازار قیصریه',
  opensAt: '09:00',
  closesAt: '22:00',
  lat: 32.66,
  lng: 51.6776,
} as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const FRIDAY = 6;

/**
 * The n-th day from tomorrow that is neither the holiday nor a Friday: distinct
 * n are distinct days, so tests that each book their own day never share one.
 */
export function workingDay(n: number): string {
  let found = 0;
  for (let ahead = 1; ; ahead++) {
    const day = shopDay(ahead);
    if (day !== HOLIDAY && iranWeekday(day) !== FRIDAY && ++found === n) return day;
  }
}

export async function insertReservationFixture(db: Database) {
  const shop = await insertShopFixture(db);
  const reservable = (key: string, name: string, price: number) => ({
    name,
    slug: `r-${key}`,
    categoryId: shop.categoryId,
    price,
    searchText: name,
    extra: { reservable: 'true' as const },
  });
  const [table, hammam, hall] = await db
    .insert(products)
    .values([
      reservable('table', 'رزرو میز کافه', RESERVE_PRICES.table),
      reservable('hammam', 'سانس حمام سنتی', RESERVE_PRICES.hammam),
      reservable('hall', 'رزرو سالن جشن', RESERVE_PRICES.hall),
    ])
    .returning({ id: products.id });
  if (!table || !hammam || !hall) throw new Error('fixture: reservable products missing');
  await db.insert(reservationWindows).values([
    ...EVERY_DAY.flatMap((weekday) => [
      { productId: table.id, weekday, startTime: '10:00', endTime: '12:00', capacity: TABLE_SEATS },
      { productId: table.id, weekday, startTime: '18:00', endTime: '20:00', capacity: TABLE_SEATS },
      { productId: hall.id, weekday, startTime: '16:00', endTime: '22:00', capacity: 1 },
    ]),
    ...EVERY_DAY.filter((weekday) => weekday !== FRIDAY).map((weekday) => ({
      productId: hammam.id,
      weekday,
      startTime: '08:00',
      endTime: '10:00',
      capacity: HAMMAM_SEATS,
    })),
  ]);
  await db.insert(holidays).values({ date: HOLIDAY, title: 'تعطیل آزمایشی', country: 'IR' });
  const [branch] = await db.insert(shops).values(BRANCH).returning({ id: shops.id });
  if (!branch) throw new Error('fixture: branch missing');
  return {
    ...shop,
    branchId: branch.id,
    reservable: { table: table.id, hammam: hammam.id, hall: hall.id },
  };
}
export type ReservationFixture = Awaited<ReturnType<typeof insertReservationFixture>>;

export const reservationAnswer = z.object({
  order_id: z.number().int(),
  order: z.object({
    kind: z.string(),
    status: z.string(),
    reserve_date: z.string().nullable(),
    zone_time: z.object({ start_time: z.string(), end_time: z.string() }).nullable(),
    invoice: z.object({ price: z.number().int() }),
    payment_type: z.string(),
    pickup_branch: z
      .object({
        id: z.number().int(),
        name: z.string(),
        address: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      })
      .nullable(),
  }),
  reservations: z.array(
    z.object({
      product_id: z.number().int(),
      reserve_date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      count: z.number().int(),
      extra_people: z.number().int(),
    }),
  ),
});

export function reserveBody(
  productId: number,
  day: string,
  count = 1,
  window: [string, string] = ['10:00', '12:00'],
  more: Record<string, unknown> = {},
) {
  return {
    products: [
      {
        product_id: productId,
        count,
        reservations: [{ reserve_date: day, start_time: window[0], end_time: window[1] }],
      },
    ],
    ...more,
  };
}

export const RESERVE_PATH = '/api/v1/app/reservation/request/';
export const HOLD_PATH = '/api/v1/app/reservation/hold/';
