import { expect } from 'vitest';
import { z } from 'zod';
import { envelope, type FailureEnvelope, failureEnvelope } from '@/lib/contract/common';
import type { Database } from '@/server/db/database';
import {
  addresses,
  authTokens,
  customers,
  customerTypes,
  locations,
  users,
  zones,
  zoneTimes,
} from '@/server/db/schema';
import { hashToken } from '@/server/http/auth';
import type { CallResult } from './test-app';

/**
 * Two customers with profiles and addresses, every kind of token, and delivery
 * zones around the shop's map centre, for the profile, address, zone and access
 * tests. Every number a test checks is written here.
 */

export const PEOPLE_TOKENS = {
  customerA: 'people-customer-a-token-00000000001',
  customerB: 'people-customer-b-token-00000000002',
  guest: 'people-guest-token-000000000000000003',
  staff: 'people-staff-token-000000000000000004',
  expiredA: 'people-customer-a-expired-00000000005',
  revokedA: 'people-customer-a-revoked-00000000006',
} as const;

/** Valid national codes (check digit right). */
export const NATION_CODES = { a: '0499370899', b: '0684159414', fresh: '1234567891' } as const;

/** Points (lat, lng): in both zones, only in the wide one, in none, in the retired one. */
export const POINTS = {
  centre: { lat: 32.644265, lng: 51.667438 },
  wideOnly: { lat: 32.6, lng: 51.6 },
  outside: { lat: 32.8, lng: 51.667 },
  retiredZone: { lat: 32.86, lng: 51.56 },
} as const;

export const ZONE_PRICES = { central: 25_000, wide: 40_000, retired: 90_000 } as const;

const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export async function insertPeopleFixture(db: Database) {
  /*
   * customer types: two live top-level (the regular one declarable), two
   * sub-types (loyalty tiers) granted by staff, a retired one, and a second
   * declarable one
   */
  const [regular, special, retiredType] = await db
    .insert(customerTypes)
    .values([
      { name: 'مشتری عادی', declarable: true },
      { name: 'مشتری ویژه' },
      { name: 'کارمندان', softDelete: true },
    ])
    .returning({ id: customerTypes.id });
  if (!regular || !special || !retiredType) throw new Error('fixture: types missing');
  const [gold, silver] = await db
    .insert(customerTypes)
    .values([
      { name: 'طلایی', parentId: special.id },
      { name: 'نقره‌ای', parentId: special.id },
    ])
    .returning({ id: customerTypes.id });
  if (!gold || !silver) throw new Error('fixture: tiers missing');
  const [organisation] = await db
    .insert(customerTypes)
    .values({ name: 'مشتری سازمانی', declarable: true })
    .returning({ id: customerTypes.id });
  if (!organisation) throw new Error('fixture: organisation type missing');

  /* people: A and B have profiles; C exists to be someone's referrer */
  const [a, b, guest, c] = await db
    .insert(customers)
    .values([
      {
        mobile: '09121110001',
        firstName: 'مریم',
        lastName: 'احمدی',
        gender: 'woman',
        birthday: '1990-05-21',
        nationCode: NATION_CODES.a,
        fatherName: 'رضا',
        postalCode: '8146713457',
        extra: { number_id: '1234' },
        customerTypeId: gold.id,
        credit: 50_000,
        points: 120,
      },
      {
        mobile: '09121110002',
        firstName: 'علی',
        lastName: 'رضایی',
        gender: 'man',
        birthday: '1985-01-02',
        nationCode: NATION_CODES.b,
        postalCode: '8179875193',
        customerTypeId: regular.id,
        credit: 70_000,
        points: 30,
      },
      { mobile: '09121110003' },
      { mobile: '09121110004', firstName: 'سارا', lastName: 'موسوی' },
    ])
    .returning({ id: customers.id });
  if (!a || !b || !guest || !c) throw new Error('fixture: customers missing');

  const [staffUser] = await db
    .insert(users)
    .values({ name: 'کارمند', mobile: '09131110001' })
    .returning({ id: users.id });
  if (!staffUser) throw new Error('fixture: staff missing');

  await db.insert(authTokens).values([
    {
      tokenHash: hashToken(PEOPLE_TOKENS.customerA),
      role: 'customer',
      customerId: a.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(PEOPLE_TOKENS.customerB),
      role: 'customer',
      customerId: b.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(PEOPLE_TOKENS.guest),
      role: 'guest',
      customerId: guest.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(PEOPLE_TOKENS.staff),
      role: 'staff',
      userId: staffUser.id,
      expiresAt: FAR_FUTURE,
    },
    {
      tokenHash: hashToken(PEOPLE_TOKENS.expiredA),
      role: 'customer',
      customerId: a.id,
      expiresAt: new Date('2020-01-01T00:00:00Z'),
    },
    {
      tokenHash: hashToken(PEOPLE_TOKENS.revokedA),
      role: 'customer',
      customerId: a.id,
      expiresAt: FAR_FUTURE,
      revokedAt: new Date('2025-01-01T00:00:00Z'),
    },
  ]);

  /* locations */
  const [province] = await db
    .insert(locations)
    .values({ name: 'اصفهان', kind: 'province' })
    .returning({ id: locations.id });
  if (!province) throw new Error('fixture: province missing');
  const [district] = await db
    .insert(locations)
    .values({ name: 'نقش جهان', kind: 'district', parentId: province.id })
    .returning({ id: locations.id });
  if (!district) throw new Error('fixture: district missing');

  /* zones: a small central square inside a wide square; a retired zone further north */
  const [central, wide, retired] = await db
    .insert(zones)
    .values([
      {
        name: 'مرکز شهر',
        polygon: [
          [32.63, 51.65],
          [32.66, 51.65],
          [32.66, 51.69],
          [32.63, 51.69],
        ],
        shippingPrice: ZONE_PRICES.central,
      },
      {
        name: 'اصفهان بزرگ',
        polygon: [
          [32.55, 51.55],
          [32.75, 51.55],
          [32.75, 51.8],
          [32.55, 51.8],
        ],
        shippingPrice: ZONE_PRICES.wide,
      },
      {
        name: 'شاهین‌شهر',
        polygon: [
          [32.83, 51.52],
          [32.89, 51.52],
          [32.89, 51.6],
          [32.83, 51.6],
        ],
        shippingPrice: ZONE_PRICES.retired,
        isActive: false,
      },
    ])
    .returning({ id: zones.id });
  if (!central || !wide || !retired) throw new Error('fixture: zones missing');

  const centralTimes = await db
    .insert(zoneTimes)
    .values(
      EVERY_DAY.flatMap((weekday) => [
        { zoneId: central.id, weekday, startTime: '09:00', endTime: '12:00', capacity: 3 },
        { zoneId: central.id, weekday, startTime: '16:00', endTime: '19:00', capacity: 2 },
      ]),
    )
    .returning({ id: zoneTimes.id, weekday: zoneTimes.weekday, startTime: zoneTimes.startTime });
  await db.insert(zoneTimes).values(
    EVERY_DAY.map((weekday) => ({
      zoneId: wide.id,
      weekday,
      startTime: '10:00',
      endTime: '13:00',
      capacity: 5,
    })),
  );

  /* addresses: A's preferred home (central), A's work (wide only), A's deleted one; B's home */
  const [aHome, aWork, aDeleted, bHome] = await db
    .insert(addresses)
    .values([
      {
        customerId: a.id,
        title: 'خانه',
        address: 'خیابان حافظ، کوچهٔ سرتیپ',
        number: '14',
        lat: 32.6571,
        lng: 51.6769,
        postalCode: '8146713457',
        locationId: district.id,
        firstName: 'مریم',
        lastName: 'احمدی',
        isPreferred: true,
        createdAt: new Date('2026-01-01T08:00:00Z'),
      },
      {
        customerId: a.id,
        title: 'محل کار',
        address: 'سپاهان‌شهر، بلوار غدیر',
        number: '31',
        lat: POINTS.wideOnly.lat,
        lng: POINTS.wideOnly.lng,
        firstName: 'مریم',
        lastName: 'احمدی',
        createdAt: new Date('2026-01-02T08:00:00Z'),
      },
      {
        customerId: a.id,
        title: 'قدیمی',
        address: 'نشانی حذف‌شده',
        lat: 32.65,
        lng: 51.66,
        deletedAt: new Date('2026-01-03T08:00:00Z'),
        createdAt: new Date('2026-01-03T07:00:00Z'),
      },
      {
        customerId: b.id,
        title: 'خانهٔ علی',
        address: 'خیابان چهارباغ بالا',
        number: '7',
        lat: 32.64,
        lng: 51.66,
        firstName: 'علی',
        lastName: 'رضایی',
        isPreferred: true,
        createdAt: new Date('2026-01-01T09:00:00Z'),
      },
    ])
    .returning({ id: addresses.id });
  if (!aHome || !aWork || !aDeleted || !bHome) throw new Error('fixture: addresses missing');

  return {
    customer: { a: a.id, b: b.id, guest: guest.id, c: c.id },
    type: {
      regular: regular.id,
      organisation: organisation.id,
      special: special.id,
      gold: gold.id,
      silver: silver.id,
      retired: retiredType.id,
    },
    location: { province: province.id, district: district.id },
    zone: { central: central.id, wide: wide.id, retired: retired.id },
    centralTimes,
    address: { aHome: aHome.id, aWork: aWork.id, aDeleted: aDeleted.id, bHome: bHome.id },
  };
}
export type PeopleFixture = Awaited<ReturnType<typeof insertPeopleFixture>>;

/** One more customer with a live customer token, for tests that need a clean slate. */
export async function insertCustomerWithToken(db: Database, mobile: string, token: string) {
  const [row] = await db
    .insert(customers)
    .values({ mobile, firstName: 'نرگس', lastName: 'کاظمی' })
    .returning({ id: customers.id });
  if (!row) throw new Error('fixture: customer missing');
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    role: 'customer',
    customerId: row.id,
    expiresAt: FAR_FUTURE,
  });
  return row.id;
}

/**
 * `count` customers for a race, each with a bearer token; `series` (a 4-digit
 * mobile start such as 0915) keeps one file's customers apart from another's.
 */
export async function insertRaceCustomers(
  db: Database,
  count: number,
  series: string,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = `race-${series}-token-${String(i).padStart(20, '0')}`;
    await insertCustomerWithToken(db, `${series}${String(i).padStart(7, '0')}`, token);
    tokens.push(token);
  }
  return tokens;
}

/* ───────── assertions shared by the people tests ───────── */

/** A 200 v1 answer whose data the contract schema accepts; returns that data. */
export function okData<S extends z.ZodType>(res: CallResult, schema: S): z.output<S> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(envelope(z.unknown()).parse(res.body).data);
}

/** A v1 failure with a Persian message; for 400 the named fields carry Persian errors. */
export function expectFailure(
  res: CallResult,
  status: number,
  fields: string[] = [],
): FailureEnvelope {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = failureEnvelope.parse(res.body);
  expect(body.code).toBe(status);
  expect(body.msg).toMatch(/[\u0600-\u06ff]/);
  for (const field of fields) {
    expect(Object.keys(body.errors ?? {}), JSON.stringify(body.errors)).toContain(field);
    for (const message of body.errors?.[field] ?? []) expect(message).toMatch(/[\u0600-\u06ff]/);
  }
  return body;
}

export const expectBadRequest = (res: CallResult, ...fields: string[]) =>
  expectFailure(res, 400, fields);

export function expectNotFound(res: CallResult): void {
  expect(failureEnvelope.parse(expectFailure(res, 404)).msg).toBe('اطلاعات درخواستی یافت نشد');
}

/** The `msg` of a v1/v2 answer, success or failure. */
export function msgOf(res: CallResult): string {
  return z.object({ msg: z.string() }).parse(res.body).msg;
}

export function expectPrivate(res: CallResult): void {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
}
