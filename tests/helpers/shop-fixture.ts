import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { cart as cartSchema } from '@/lib/contract/cart';
import { availableTimes as availableTimesSchema } from '@/lib/contract/zone';
import { tehranDate } from '@/lib/format/jalali';
import { productSearchColumns } from '@/lib/text/normalize-search';
import type { Database } from '@/server/db/database';
import { categories, coupons, products, toppings, zoneTimes } from '@/server/db/schema';
import { addDays } from '@/server/services/zone/available-times';
import { insertPeopleFixture, okData, PEOPLE_TOKENS, POINTS } from './people-fixture';
import type { CallOptions, CallResult } from './test-app';

/**
 * The people fixture (customers A and B, staff, zones, addresses) plus a small
 * shop to buy from: products with every kind of limit, toppings, and a coupon
 * of every kind and state. Every number a buying test checks is written here.
 */

export const A = PEOPLE_TOKENS.customerA;
export const B = PEOPLE_TOKENS.customerB;
export const GUEST = PEOPLE_TOKENS.guest;
export const STAFF = PEOPLE_TOKENS.staff;

export const PRICES = {
  gaz: 200_000,
  giftBox: 30_000,
  ribbon: 10_000,
  pashmak: 100_000,
  pashmakDiscounted: 80_000,
  poolaki: 50_000,
  sohan: 150_000,
  retired: 60_000,
  nougat: 120_000,
  saffron: 90_000,
} as const;

const DAY_MS = 86_400_000;

/** Tomorrow in Tehran, and the day after: days whose windows have not started. */
/**
 * Read once per test file: a file that books "the sixth working day" and later
 * looks that day up must mean the same day, even when Tehran's midnight passes
 * while it runs.
 */
const TEST_DAY = tehranDate(new Date());

export function shopDay(daysAhead: number): string {
  return addDays(TEST_DAY, daysAhead);
}

export async function insertShopFixture(db: Database) {
  const people = await insertPeopleFixture(db);
  // Room in every window unless a test narrows one: the buying tests share these windows.
  await db.update(zoneTimes).set({ capacity: 1000 });

  const [category] = await db
    .insert(categories)
    .values({ name: 'سوغات', slug: 'souvenirs' })
    .returning({ id: categories.id });
  if (!category) throw new Error('fixture: category missing');
  const product = (
    key: string,
    name: string,
    price: number,
    more: Partial<typeof products.$inferInsert> = {},
  ) => ({
    name,
    slug: `p-${key}`,
    categoryId: category.id,
    price,
    ...productSearchColumns(name, []),
    ...more,
  });

  const [gaz, pashmak, poolaki, sohan, retired, nougat, saffron] = await db
    .insert(products)
    .values([
      product('gaz', 'گز لقمه', PRICES.gaz),
      product('pashmak', 'پشمک', PRICES.pashmak, {
        discountPrice: PRICES.pashmakDiscounted,
        stock: 5,
        orderLimit: 3,
      }),
      product('poolaki', 'پولکی', PRICES.poolaki, { stock: 0 }),
      product('sohan', 'سوهان', PRICES.sohan, { orderLimit: 0 }),
      product('retired', 'شیرینی قدیمی', PRICES.retired, { isActive: false }),
      product('nougat', 'نوقا', PRICES.nougat, { stock: 10 }),
      product('saffron', 'زعفران', PRICES.saffron, { stock: 40 }),
    ])
    .returning({ id: products.id });
  if (!gaz || !pashmak || !poolaki || !sohan || !retired || !nougat || !saffron) {
    throw new Error('fixture: products missing');
  }
  const [giftBox, ribbon, pashmakCup] = await db
    .insert(toppings)
    .values([
      { productId: gaz.id, name: 'جعبهٔ کادویی', price: PRICES.giftBox, maxCount: 2 },
      { productId: gaz.id, name: 'روبان', price: PRICES.ribbon, maxCount: 1 },
      { productId: pashmak.id, name: 'لیوان', price: 5_000, maxCount: 1 },
    ])
    .returning({ id: toppings.id });
  if (!giftBox || !ribbon || !pashmakCup) throw new Error('fixture: toppings missing');

  const now = Date.now();
  const couponRows = await db
    .insert(coupons)
    .values([
      {
        code: 'PERCENT10',
        title: 'ده درصد',
        kind: 'percent',
        value: 10,
        maxDiscount: 30_000,
        minPrice: 100_000,
      },
      { code: 'FIXED50', title: 'پنجاه هزار', kind: 'fixed', value: 50_000, minPrice: 300_000 },
      { code: 'FREESHIP', title: 'ارسال رایگان', kind: 'free_shipping', value: 0 },
      { code: 'SINGLE1', title: 'یک‌بار مصرف', kind: 'fixed', value: 20_000, maxUses: 1 },
      { code: 'RACE1', title: 'مسابقه', kind: 'fixed', value: 10_000, maxUses: 1 },
      { code: 'ONCEEACH', title: 'هر نفر یک بار', kind: 'percent', value: 5, perCustomerLimit: 1 },
      {
        code: 'EXPIRED',
        title: 'تمام‌شده',
        kind: 'fixed',
        value: 10_000,
        endsAt: new Date(now - DAY_MS),
      },
      {
        code: 'FUTURE',
        title: 'آینده',
        kind: 'fixed',
        value: 10_000,
        startsAt: new Date(now + 30 * DAY_MS),
      },
      { code: 'OFF', title: 'غیرفعال', kind: 'fixed', value: 10_000, isActive: false },
      {
        code: 'ONLYB',
        title: 'فقط برای علی',
        kind: 'fixed',
        value: 10_000,
        customerId: people.customer.b,
      },
      {
        code: 'GIFT-A',
        title: 'کد هدیهٔ مریم',
        kind: 'gift',
        value: 100_000,
        maxUses: 1,
        customerId: people.customer.a,
      },
      { code: 'GIFT-ALL', title: 'هدیهٔ همگانی', kind: 'gift', value: 25_000 },
      { code: 'GIFTRACE', title: 'هدیهٔ مسابقه', kind: 'gift', value: 40_000, maxUses: 1 },
    ])
    .returning({ id: coupons.id, code: coupons.code });
  const coupon = Object.fromEntries(couponRows.map((row) => [row.code, row.id]));

  return {
    ...people,
    product: {
      gaz: gaz.id,
      pashmak: pashmak.id,
      poolaki: poolaki.id,
      sohan: sohan.id,
      retired: retired.id,
      nougat: nougat.id,
      saffron: saffron.id,
    },
    topping: { giftBox: giftBox.id, ribbon: ribbon.id, pashmakCup: pashmakCup.id },
    coupon,
    categoryId: category.id,
  };
}
export type ShopFixture = Awaited<ReturnType<typeof insertShopFixture>>;

type Call = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

export async function cartOf(call: Call, token: string) {
  return okData(await call('GET', '/api/v1/app/cart', { token }), cartSchema);
}

export async function setCart(
  call: Call,
  token: string,
  lines: { product_id: number; count: number }[],
) {
  await call('POST', '/api/v1/app/cart/clear', { token });
  for (const line of lines) {
    const res = await call('POST', '/api/v1/app/cart/add', { token, body: line });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** The central zone's first window on a day, as available_times offers it at the home address. */
export async function windowOn(call: Call, day: string, startTime = '09:00') {
  const res = await call(
    'GET',
    `/api/v2/zones/available_times/?latitude=${POINTS.centre.lat}&longitude=${POINTS.centre.lng}`,
  );
  const times = okData(res, availableTimesSchema);
  const window = times.find((time) => time.date === day && time.start_time === startTime);
  if (!window) throw new Error(`no ${startTime} window on ${day}`);
  return window;
}

/** A submit with an Idempotency-Key of its own unless one is given. */
export function submitPath(query: Record<string, string>): string {
  return `/api/v1/order/submit/?${new URLSearchParams(query).toString()}`;
}

export const submitResult = z.object({
  order_id: z.number().int(),
  order: z.object({ order_id: z.number().int(), status: z.string() }).passthrough(),
});

export async function stockOf(db: Database, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? null;
}
