import { expect } from 'vitest';
import { z } from 'zod';
import { envelope, type FailureEnvelope, failureEnvelope } from '@/lib/contract/common';
import { productSearchColumns } from '@/lib/text/normalize-search';
import type { Database } from '@/server/db/database';
import {
  appConfig,
  authTokens,
  banners,
  categories,
  comments,
  customers,
  favorites,
  holidays,
  homeSections,
  locations,
  orders,
  posterItems,
  posters,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  reservations,
  reservationWindows,
  toppings,
} from '@/server/db/schema';
import { hashToken } from '@/server/http/auth';
import type { CallResult } from './test-app';

/**
 * A small, fully deterministic catalogue for the API tests: every number a test
 * checks is written here, so a failing assertion points at one line.
 */

export const TOKENS = {
  customerA: 'customer-a-token-0000000000000001',
  customerB: 'customer-b-token-0000000000000002',
  /** A guest token whose (guest) customer row has favourites of its own. */
  guest: 'guest-token-000000000000000000003',
  expiredA: 'customer-a-expired-token-00000004',
} as const;

/** Jalali 1410/01/05, a Tuesday in the future, with bookings on it. */
export const BOOKED_DAY = '2031-03-25';
/** Jalali 1410/01/09, a Saturday; the family table is fully booked on it. */
export const FULL_SATURDAY = '2031-03-29';
export const IR_HOLIDAYS = ['2031-03-21', '2031-03-22', '2031-03-23', '2031-03-24', '2031-04-01'];
/** A holiday of another country: the IR calendar must ignore it. */
export const OTHER_COUNTRY_HOLIDAY = '2031-03-26';

const CATEGORY_KEYS = [
  'drinks',
  'coffee',
  'tea',
  'sweets',
  'cakes',
  'archive',
  'booking',
  'dishes',
  'retired',
  'retiredChild',
] as const;
type CategoryKey = (typeof CATEGORY_KEYS)[number];

const CATEGORY_SPECS: {
  key: CategoryKey;
  name: string;
  parent?: CategoryKey;
  isBase?: boolean;
  step?: number;
  position: number;
  isActive?: boolean;
}[] = [
  { key: 'drinks', name: 'نوشیدنی', isBase: true, step: 2, position: 1 },
  { key: 'coffee', name: 'قهوه', parent: 'drinks', position: 1 },
  { key: 'tea', name: 'چای و دمنوش', parent: 'drinks', position: 2 },
  { key: 'sweets', name: 'شیرینی', isBase: true, step: 1, position: 2 },
  { key: 'cakes', name: 'کیک', parent: 'sweets', position: 1 },
  { key: 'archive', name: 'بایگانی', parent: 'sweets', position: 2, isActive: false },
  { key: 'booking', name: 'رزرو میز', step: 3, position: 3 },
  { key: 'dishes', name: 'ظروف', position: 4 },
  { key: 'retired', name: 'قدیمی', position: 5, isActive: false },
  { key: 'retiredChild', name: 'زیر قدیمی', parent: 'retired', position: 1 },
];

type ProductSpec = {
  key: string;
  name: string;
  category: CategoryKey;
  price: number;
  discountPrice?: number;
  /** Omitted: untracked (always available). */
  stock?: number;
  orderLimit?: number;
  sales?: number;
  ratingSum?: number;
  ratingCount?: number;
  scoreFactor?: number;
  description?: string;
  reservable?: boolean;
  isActive?: boolean;
};

const LONG_DESCRIPTION =
  'کیک شکلاتی خانگی با شکلات تلخ بلژیکی، لایه‌های نرم و خامهٔ تازه. هر روز صبح در کارگاه خودمان پخته می‌شود و تا عصر به دستتان می‌رسد. مناسب جشن تولد، مهمانی‌های خانوادگی و هر لحظه‌ای که کمی شیرینی لازم دارد.';

export const PRODUCT_SPECS = [
  // coffee (13)
  { key: 'turkishCoffee', name: 'قهوه ترک', category: 'coffee', price: 90_000, sales: 40 },
  { key: 'frenchCoffee', name: 'قهوه فرانسه', category: 'coffee', price: 95_000, sales: 35 },
  {
    key: 'espresso',
    name: 'اسپرسو',
    category: 'coffee',
    price: 70_000,
    orderLimit: 2,
    sales: 120,
    ratingSum: 9,
    ratingCount: 2,
  },
  { key: 'cappuccino', name: 'کاپوچینو', category: 'coffee', price: 110_000, sales: 90 },
  { key: 'latte', name: 'لاته', category: 'coffee', price: 115_000, sales: 80 },
  { key: 'mocha', name: 'موکا', category: 'coffee', price: 125_000, discountPrice: 100_000 },
  { key: 'americano', name: 'آمریکانو', category: 'coffee', price: 80_000, stock: 0 },
  { key: 'coffee200', name: 'قهوه ۲۰۰ گرمی', category: 'coffee', price: 300_000, sales: 10 },
  { key: 'brewedCoffee', name: 'قهوه دمی', category: 'coffee', price: 85_000, stock: 12 },
  { key: 'macchiato', name: 'ماکیاتو', category: 'coffee', price: 105_000 },
  { key: 'cortado', name: 'کورتادو', category: 'coffee', price: 100_000, stock: 3 },
  { key: 'coldBrew', name: 'قهوه سرد', category: 'coffee', price: 130_000, discountPrice: 117_000 },
  { key: 'specialCoffee', name: 'قهوه اسپشیال', category: 'coffee', price: 160_000 },
  // tea (8)
  { key: 'greenTea', name: 'چای سبز', category: 'tea', price: 60_000, sales: 25 },
  {
    key: 'blackTea',
    name: 'چای سیاه',
    category: 'tea',
    price: 50_000,
    sales: 60,
    ratingSum: 10,
    ratingCount: 2,
  },
  { key: 'masala', name: 'چای ماسالا', category: 'tea', price: 75_000, stock: 0 },
  { key: 'sourTea', name: 'چای ترش', category: 'tea', price: 65_000 },
  { key: 'lemonVerbena', name: 'دمنوش به‌لیمو', category: 'tea', price: 55_000 },
  {
    key: 'borage',
    name: 'دمنوش گل گاوزبان',
    category: 'tea',
    price: 58_000,
    discountPrice: 29_000,
  },
  { key: 'teaBags', name: 'چای کیسه‌ای', category: 'tea', price: 45_000 },
  { key: 'lahijan', name: 'چای لاهیجان', category: 'tea', price: 220_000, stock: 8 },
  // cakes (12 listed + 1 unlisted)
  {
    key: 'chocolateCake',
    name: 'کیک شکلاتی',
    category: 'cakes',
    price: 200_000,
    discountPrice: 150_000,
    stock: 5,
    orderLimit: 3,
    sales: 500,
    ratingSum: 18,
    ratingCount: 4,
    scoreFactor: 50,
    description: LONG_DESCRIPTION,
  },
  { key: 'carrotCake', name: 'کیک هویج', category: 'cakes', price: 180_000, stock: 0, sales: 70 },
  { key: 'yazdiCake', name: 'کیک یزدی', category: 'cakes', price: 120_000, sales: 200 },
  {
    key: 'cheesecake',
    name: 'چیزکیک',
    category: 'cakes',
    price: 260_000,
    ratingSum: 25,
    ratingCount: 5,
  },
  { key: 'spongeCake', name: 'کیک اسفنجی', category: 'cakes', price: 140_000 },
  {
    key: 'strawberryCake',
    name: 'کیک توت‌فرنگی',
    category: 'cakes',
    price: 240_000,
    discountPrice: 216_000,
  },
  { key: 'walnutCake', name: 'کیک گردویی', category: 'cakes', price: 230_000, stock: 2 },
  { key: 'bananaCake', name: 'کیک موز', category: 'cakes', price: 170_000 },
  { key: 'lemonCake', name: 'کیک لیمویی', category: 'cakes', price: 160_000 },
  { key: 'coffeeCake', name: 'کیک قهوه', category: 'cakes', price: 175_000 },
  { key: 'brownie', name: 'براونی', category: 'cakes', price: 95_000, discountPrice: 85_500 },
  { key: 'muffin', name: 'مافین', category: 'cakes', price: 60_000, stock: 0 },
  { key: 'deletedCake', name: 'کیک حذف شده', category: 'cakes', price: 99_000, isActive: false },
  // sweets directly (2)
  { key: 'baklava', name: 'باقلوا', category: 'sweets', price: 280_000, sales: 150 },
  { key: 'riceCookie', name: 'نان برنجی', category: 'sweets', price: 150_000 },
  // an unlisted product in an inactive category
  { key: 'archivedCake', name: 'کیک بایگانی', category: 'archive', price: 1_000, isActive: false },
  // reservable (3)
  {
    key: 'tableForTwo',
    name: 'میز دو نفره',
    category: 'booking',
    price: 500_000,
    reservable: true,
  },
  {
    key: 'familyTable',
    name: 'میز خانوادگی',
    category: 'booking',
    price: 900_000,
    reservable: true,
  },
  {
    key: 'meetingRoom',
    name: 'اتاق جلسه',
    category: 'booking',
    price: 1_500_000,
    reservable: true,
  },
] as const satisfies readonly ProductSpec[];

export type ProductKey = (typeof PRODUCT_SPECS)[number]['key'];
const PRODUCT_KEYS = PRODUCT_SPECS.map((spec) => spec.key);
/** The same list, read through the optional fields every spec may leave out. */
const SPECS: readonly ProductSpec[] = PRODUCT_SPECS;

const PROPERTY_SPECS = [
  { key: 'color', name: 'رنگ', position: 1, values: { red: 'قرمز', blue: 'آبی' } },
  { key: 'size', name: 'اندازه', position: 2, values: { small: 'کوچک', large: 'بزرگ' } },
] as const;

const VALUE_KEYS = ['red', 'blue', 'small', 'large'] as const;
type ValueKey = (typeof VALUE_KEYS)[number];

const PRODUCT_VALUES: [ProductKey, ValueKey[]][] = [
  ['chocolateCake', ['red', 'large']],
  ['strawberryCake', ['red', 'small']],
  ['bananaCake', ['blue', 'large']],
  ['cheesecake', ['blue', 'small']],
  ['latte', ['large']],
];

export type CatalogFixture = Awaited<ReturnType<typeof insertCatalogFixture>>;

const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');
const CREATED_BASE = Date.UTC(2026, 0, 1);

function slugOf(name: string): string {
  return name.replace(/\s+/g, '-');
}

/** Ids by key, checked complete: a missing key fails the fixture, not a later assertion. */
function idsByKey<K extends string>(keys: readonly K[], lookup: (key: K, i: number) => unknown) {
  return z
    .record(z.enum(keys), z.number().int())
    .parse(Object.fromEntries(keys.map((key, i) => [key, lookup(key, i)])));
}

export async function insertCatalogFixture(db: Database) {
  /* categories: parents first, so children can point at them */
  const categoryIds = new Map<CategoryKey, number>();
  const parentOf = (key: CategoryKey) => {
    const id = categoryIds.get(key);
    if (id === undefined) throw new Error(`fixture: parent ${key} not inserted yet`);
    return id;
  };
  for (const spec of CATEGORY_SPECS) {
    const [row] = await db
      .insert(categories)
      .values({
        name: spec.name,
        slug: `cat-${spec.key}`,
        description: `دستهٔ ${spec.name}`,
        image: `/images/categories/${spec.key}.webp`,
        parentId: spec.parent ? parentOf(spec.parent) : null,
        isBase: spec.isBase ?? false,
        step: spec.step ?? null,
        position: spec.position,
        isActive: spec.isActive ?? true,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error('fixture: category insert returned nothing');
    categoryIds.set(spec.key, row.id);
  }
  const category = idsByKey(CATEGORY_KEYS, (key) => categoryIds.get(key));
  const categoryName = new Map(CATEGORY_SPECS.map((spec) => [spec.key, spec.name]));

  /* products: created an hour apart in spec order, so "newest" is the reverse of this list */
  const productRows = await db
    .insert(products)
    .values(
      SPECS.map((spec, i) => ({
        name: spec.name,
        slug: slugOf(spec.name),
        description: spec.description ?? '',
        categoryId: category[spec.category],
        price: spec.price,
        discountPrice: spec.discountPrice ?? null,
        stock: spec.stock ?? null,
        orderLimit: spec.orderLimit ?? null,
        images: [`/images/products/${spec.key}.webp`, `/images/products/${spec.key}-2.webp`],
        extra: spec.reservable ? { reservable: 'true' as const } : {},
        scoreFactor: spec.scoreFactor ?? 0,
        ratingSum: spec.ratingSum ?? 0,
        ratingCount: spec.ratingCount ?? 0,
        salesCount: spec.sales ?? 0,
        ...productSearchColumns(spec.name, [categoryName.get(spec.category) ?? '']),
        isActive: spec.isActive ?? true,
        createdAt: new Date(CREATED_BASE + i * 3_600_000),
      })),
    )
    .returning({ id: products.id });
  const product = idsByKey(PRODUCT_KEYS, (_, i) => productRows[i]?.id);

  await db.insert(toppings).values([
    { productId: product.chocolateCake, name: 'شمع تولد', price: 5_000, maxCount: 10 },
    { productId: product.chocolateCake, name: 'خامهٔ اضافه', price: 20_000, maxCount: 2 },
  ]);

  /* properties */
  const valueIds = new Map<string, number>();
  const propertyId: Record<string, number> = {};
  for (const spec of PROPERTY_SPECS) {
    const [row] = await db
      .insert(properties)
      .values({ name: spec.name, position: spec.position })
      .returning({ id: properties.id });
    if (!row) throw new Error('fixture: property insert returned nothing');
    propertyId[spec.key] = row.id;
    for (const [key, text] of Object.entries(spec.values)) {
      const [valueRow] = await db
        .insert(propertyValues)
        .values({ propertyId: row.id, value: text })
        .returning({ id: propertyValues.id });
      if (!valueRow) throw new Error('fixture: value insert returned nothing');
      valueIds.set(key, valueRow.id);
    }
  }
  const value = idsByKey(VALUE_KEYS, (key) => valueIds.get(key));
  await db
    .insert(productPropertyValues)
    .values(
      PRODUCT_VALUES.flatMap(([productKey, values]) =>
        values.map((valueKey) => ({ productId: product[productKey], valueId: value[valueKey] })),
      ),
    );

  /* a pack, and a retired one */
  const [breakfast, retiredPoster] = await db
    .insert(posters)
    .values([
      { title: 'بستهٔ صبحانه', description: 'یک صبحانهٔ کامل', image: '/images/posters/1.webp' },
      { title: 'بستهٔ قدیمی', isActive: false },
    ])
    .returning({ id: posters.id });
  if (!breakfast || !retiredPoster) throw new Error('fixture: poster insert returned nothing');
  await db.insert(posterItems).values([
    { posterId: breakfast.id, productId: product.espresso, position: 2 },
    { posterId: breakfast.id, productId: product.chocolateCake, position: 1 },
    { posterId: breakfast.id, productId: product.blackTea, position: 3 },
    { posterId: breakfast.id, productId: product.deletedCake, position: 4 },
    { posterId: retiredPoster.id, productId: product.espresso, position: 1 },
  ]);

  /* people */
  const [customerA, customerB, guestCustomer] = await db
    .insert(customers)
    .values([
      { mobile: '09120000001', firstName: 'سارا', lastName: 'محمدی' },
      { mobile: '09120000002', firstName: '', lastName: '' },
      { mobile: '09120000003' },
    ])
    .returning({ id: customers.id });
  if (!customerA || !customerB || !guestCustomer) throw new Error('fixture: customers missing');
  await db.insert(authTokens).values([
    {
      tokenHash: hashToken(TOKENS.customerA),
      role: 'customer',
      customerId: customerA.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(TOKENS.customerB),
      role: 'customer',
      customerId: customerB.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(TOKENS.guest),
      role: 'guest',
      customerId: guestCustomer.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(TOKENS.expiredA),
      role: 'customer',
      customerId: customerA.id,
      expiresAt: new Date('2020-01-01T00:00:00Z'),
    },
  ]);
  await db.insert(favorites).values([
    { customerId: customerA.id, productId: product.chocolateCake },
    { customerId: customerA.id, productId: product.espresso },
    { customerId: guestCustomer.id, productId: product.chocolateCake },
  ]);

  /* comments on the chocolate cake: three published, one held back */
  await db.insert(comments).values([
    {
      productId: product.chocolateCake,
      customerId: customerA.id,
      star: 5,
      comment: 'عالی بود',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    },
    {
      productId: product.chocolateCake,
      star: 4,
      comment: 'خوشمزه',
      createdAt: new Date('2026-02-02T10:00:00Z'),
    },
    {
      productId: product.chocolateCake,
      customerId: customerB.id,
      authorName: 'رضا',
      star: 3,
      comment: 'معمولی',
      createdAt: new Date('2026-02-03T10:00:00Z'),
    },
    {
      productId: product.chocolateCake,
      star: 1,
      comment: 'منتشر نشده',
      status: 'pending',
      createdAt: new Date('2026-02-04T10:00:00Z'),
    },
  ]);

  /* banners: inserted out of order; one retired */
  const bannerRows = await db
    .insert(banners)
    .values([
      { title: 'تخفیف پاییزه', image: '/images/banners/autumn.webp', link: '/search', position: 2 },
      { title: 'کیک روز', image: '/images/banners/cake.webp', link: '/product/1', position: 1 },
      { title: 'بنر قدیمی', image: '/images/banners/old.webp', position: 0, isActive: false },
    ])
    .returning({ id: banners.id });
  const banner = idsByKey(['autumn', 'cakeOfTheDay', 'retired'], (_, i) => bannerRows[i]?.id);

  /* home sections: inserted out of position order; the empty category is left out */
  await db.insert(homeSections).values([
    { typeName: 'discount', title: 'تخفیف‌ها', position: 3 },
    { typeName: 'discount_banner', title: 'پیشنهاد ویژه', position: 1 },
    { typeName: 'category', title: 'کیک‌ها', categoryId: category.cakes, position: 4 },
    { typeName: 'favorite', title: 'محبوب‌ترین‌ها', position: 2 },
    { typeName: 'category_steps', title: 'مراحل سفارش', position: 5 },
    { typeName: 'category', title: 'ظروف', categoryId: category.dishes, position: 6 },
  ]);

  await db.insert(appConfig).values({
    config: {
      shop_name: 'کافه نمونه',
      price_range: { min: 0, max: 2_000_000 },
      palette: { primary: '#0a7', secondary: '#333', accent: '#f80' },
      skeletonType: 'card',
      support_phone: '03100000000',
    },
  });

  /* locations: code-point order differs from Persian order for پ and ت */
  const [isfahan, tehran] = await db
    .insert(locations)
    .values([
      { name: 'اصفهان', kind: 'province' },
      { name: 'تهران', kind: 'province' },
      { name: 'البرز', kind: 'province' },
    ])
    .returning({ id: locations.id });
  if (!isfahan || !tehran) throw new Error('fixture: provinces missing');
  await db.insert(locations).values([
    { name: 'تیران', kind: 'city', parentId: isfahan.id },
    { name: 'پیربکران', kind: 'city', parentId: isfahan.id },
    { name: 'کاشان', kind: 'city', parentId: isfahan.id },
  ]);

  /* reservations */
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await db.insert(reservationWindows).values([
    ...everyDay.map((weekday) => ({
      productId: product.tableForTwo,
      weekday,
      startTime: '18:00',
      endTime: '20:00',
      capacity: 2,
    })),
    ...everyDay.map((weekday) => ({
      productId: product.tableForTwo,
      weekday,
      startTime: '20:00',
      endTime: '22:00',
      capacity: 4,
    })),
    // Saturdays only
    {
      productId: product.familyTable,
      weekday: 0,
      startTime: '12:00',
      endTime: '14:00',
      capacity: 1,
    },
  ]);
  const orderRows = await db
    .insert(orders)
    .values([
      {
        trackingCode: 'T-0001',
        customerId: customerA.id,
        kind: 'reservation',
        itemsPrice: 1,
        price: 1,
      },
      {
        trackingCode: 'T-0002',
        customerId: customerA.id,
        kind: 'reservation',
        status: 'canceled',
        itemsPrice: 1,
        price: 1,
      },
      {
        trackingCode: 'T-0003',
        customerId: customerB.id,
        kind: 'reservation',
        status: 'in_progress',
        itemsPrice: 1,
        price: 1,
      },
    ])
    .returning({ id: orders.id });
  const [liveOrder, canceledOrder, otherOrder] = orderRows;
  if (!liveOrder || !canceledOrder || !otherOrder) throw new Error('fixture: orders missing');
  await db.insert(reservations).values([
    // 18:00 on the booked day is full
    {
      orderId: liveOrder.id,
      productId: product.tableForTwo,
      reserveDate: BOOKED_DAY,
      startTime: '18:00',
      endTime: '20:00',
      count: 2,
    },
    // a cancelled order's seats are free again
    {
      orderId: canceledOrder.id,
      productId: product.tableForTwo,
      reserveDate: BOOKED_DAY,
      startTime: '20:00',
      endTime: '22:00',
      count: 3,
    },
    {
      orderId: otherOrder.id,
      productId: product.tableForTwo,
      reserveDate: BOOKED_DAY,
      startTime: '20:00',
      endTime: '22:00',
      count: 1,
    },
    {
      orderId: otherOrder.id,
      productId: product.familyTable,
      reserveDate: FULL_SATURDAY,
      startTime: '12:00',
      endTime: '14:00',
      count: 1,
    },
  ]);

  await db
    .insert(holidays)
    .values([
      ...IR_HOLIDAYS.map((date) => ({ date, country: 'IR', title: 'تعطیل رسمی' })),
      { date: OTHER_COUNTRY_HOLIDAY, country: 'AF', title: 'تعطیل کشور دیگر' },
    ]);

  return {
    category,
    product,
    value,
    propertyId,
    poster: { breakfast: breakfast.id, retired: retiredPoster.id },
    banner,
    customer: { a: customerA.id, b: customerB.id, guest: guestCustomer.id },
    location: { isfahan: isfahan.id, tehran: tehran.id },
  };
}

export function specOf(key: ProductKey): ProductSpec {
  const spec = SPECS.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`fixture: no product ${key}`);
  return spec;
}

/** The products every public list may show, in the order they were created. */
export const LISTED_KEYS: ProductKey[] = PRODUCT_KEYS.filter(
  (key) => specOf(key).isActive !== false,
);

/** Keys in a listing's order: the same order, every product out of stock after every one in stock. */
export function stockLast(keys: ProductKey[]): ProductKey[] {
  const inStock = (key: ProductKey) => specOf(key).stock !== 0;
  return [...keys.filter(inStock), ...keys.filter((key) => !inStock(key))];
}

/* ───────── assertions the catalogue tests share ───────── */

/** A 200 v1 answer whose data the contract schema accepts; returns that data. */
export function okData<S extends z.ZodType>(res: CallResult, schema: S): z.output<S> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(envelope(z.unknown()).parse(res.body).data);
}

/** A 400 in the v1 failure envelope with a Persian message (and the field's error when named). */
export function expectBadRequest(res: CallResult, field?: string): FailureEnvelope {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = failureEnvelope.parse(res.body);
  expect(body.code).toBe(400);
  expect(body.msg).toMatch(/[\u0600-\u06ff]/);
  if (field) {
    expect(Object.keys(body.errors ?? {})).toContain(field);
    for (const message of body.errors?.[field] ?? []) expect(message).toMatch(/[\u0600-\u06ff]/);
  }
  return body;
}

export function expectNotFound(res: CallResult): void {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(failureEnvelope.parse(res.body)).toMatchObject({
    code: 404,
    msg: 'اطلاعات درخواستی یافت نشد',
  });
}
