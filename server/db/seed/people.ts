import { eq } from 'drizzle-orm';
import { MAP_DEFAULTS } from '@/lib/constants';
import { type Rng, rngFor } from '@/lib/seeded-random';
import type { Executor } from '../database';
import { addresses, customers, customerTypes, referralPlans, referrals, users } from '../schema';
import { FAMILY_NAMES, MEN_NAMES, WOMEN_NAMES } from './names';

/** The customer the demo logs in as: every order status, credit, points and a gift code. */
export const DEMO_CUSTOMER_MOBILE = '09120000001';
export const STAFF_MOBILE = '09131000001';

export type SeededPerson = { id: number; firstName: string; lastName: string; mobile: string };

export type SeededPeople = {
  customers: SeededPerson[];
  demoCustomerId: number;
  staffUserId: number;
  /** The demo customer's preferred (home) address, inside the central zone. */
  homeAddressId: number;
  workAddressId: number;
  planIds: number[];
};

type CustomerSpec = {
  first: string;
  last: string;
  gender: 'woman' | 'man';
  type: string;
  referredBy?: number;
  plan?: number;
};

const NAMED: CustomerSpec[] = [
  // The demo customer came by محمد کریمی's invitation, and invited two friends herself.
  { first: 'مریم', last: 'احمدی', gender: 'woman', type: 'طلایی', referredBy: 3, plan: 0 },
  { first: 'علی', last: 'رضایی', gender: 'man', type: 'مشتری عادی', referredBy: 0, plan: 0 },
  { first: 'زهرا', last: 'حسینی', gender: 'woman', type: 'مشتری عادی', referredBy: 0, plan: 0 },
  { first: 'محمد', last: 'کریمی', gender: 'man', type: 'کافه و رستوران' },
  { first: 'سارا', last: 'موسوی', gender: 'woman', type: 'نقره‌ای', referredBy: 3, plan: 1 },
  { first: 'حسین', last: 'اصفهانی', gender: 'man', type: 'فروشگاه سوغات' },
];

const EXTRA_CUSTOMERS = 6;

/**
 * The types a customer may declare in the profile are marked; the special
 * customers' tiers and the business partners are granted by staff.
 */
const CUSTOMER_TYPES: {
  name: string;
  parent?: string;
  softDelete?: boolean;
  declarable?: boolean;
}[] = [
  { name: 'مشتری عادی', declarable: true },
  { name: 'مشتری ویژه' },
  { name: 'طلایی', parent: 'مشتری ویژه' },
  { name: 'نقره‌ای', parent: 'مشتری ویژه' },
  { name: 'همکار تجاری' },
  { name: 'کافه و رستوران', parent: 'همکار تجاری' },
  { name: 'فروشگاه سوغات', parent: 'همکار تجاری' },
  { name: 'کارمندان', softDelete: true },
  { name: 'مشتری سازمانی', declarable: true },
];

const PLANS = [
  {
    title: 'معرفی دوستان',
    description:
      'هر دوستی که معرفی کنید و اولین خریدش را انجام دهد، ۵۰۰ امتیاز برای شما و ۲۰۰ امتیاز برای او.',
    referrerPoints: 500,
    referredPoints: 200,
  },
  {
    title: 'جشنواره‌ی نوروز ۱۴۰۵',
    description: 'تا پایان فروردین امتیاز معرفی دو برابر است.',
    referrerPoints: 1000,
    referredPoints: 400,
    maxReferrals: 10,
    // The end of 31 Farvardin 1405 in Tehran: from then on it is neither offered nor accepted.
    endsAt: new Date('2026-04-20T20:30:00Z'),
  },
  {
    title: 'طرح تابستانه‌ی ۱۴۰۴',
    description: 'طرح تمام‌شده‌ی تابستان گذشته.',
    referrerPoints: 300,
    referredPoints: 100,
    isActive: false,
    // The end of 31 Shahrivar 1404 in Tehran.
    endsAt: new Date('2025-09-22T20:30:00Z'),
  },
  {
    title: 'طرح آزمایشی',
    description: 'طرحی که کنار گذاشته شد.',
    referrerPoints: 50,
    referredPoints: 50,
    isActive: false,
    softDelete: true,
  },
];

/** A valid Iranian national code: nine digits and their check digit. */
export function nationCode(rng: Rng): string {
  const digits = [rng.int(1, 9), ...Array.from({ length: 8 }, () => rng.int(0, 9))];
  const sum = digits.reduce((acc, digit, i) => acc + digit * (10 - i), 0);
  const remainder = sum % 11;
  return [...digits, remainder < 2 ? remainder : 11 - remainder].join('');
}

/** Isfahan postal codes start with 81; the first five digits avoid 0 and 2. */
function postalCode(rng: Rng): string {
  const safe = [1, 3, 4, 5, 6, 7, 8, 9];
  const head = Array.from({ length: 3 }, () => rng.pick(safe));
  const tail = Array.from({ length: 5 }, () => rng.int(1, 9));
  return ['8', '1', ...head, ...tail].join('');
}

function birthday(rng: Rng): string {
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return `${rng.int(1965, 2004)}-${month}-${day}`;
}

const STREETS = [
  'خیابان چهارباغ بالا',
  'خیابان حکیم نظامی',
  'خیابان شیخ بهایی',
  'خیابان نظر شرقی',
  'خیابان آمادگاه',
  'خیابان سعادت‌آباد',
  'خیابان هشت‌بهشت غربی',
  'خیابان مشتاق اول',
];

export async function seedPeople(
  db: Executor,
  districts: Map<string, number>,
): Promise<SeededPeople> {
  const rng = rngFor('people');

  const typeIds = new Map<string, number>();
  for (const type of CUSTOMER_TYPES) {
    const [row] = await db
      .insert(customerTypes)
      .values({
        name: type.name,
        parentId: type.parent ? (typeIds.get(type.parent) ?? null) : null,
        softDelete: type.softDelete ?? false,
        declarable: type.declarable ?? false,
      })
      .returning({ id: customerTypes.id });
    if (row) typeIds.set(type.name, row.id);
  }

  const plans = await db.insert(referralPlans).values(PLANS).returning({ id: referralPlans.id });
  const planIds = plans.map((plan) => plan.id);

  const specs: CustomerSpec[] = [...NAMED];
  for (let i = 0; i < EXTRA_CUSTOMERS; i++) {
    const gender = rng.chance(0.5) ? 'woman' : 'man';
    specs.push({
      first: rng.pick(gender === 'woman' ? WOMEN_NAMES : MEN_NAMES),
      last: rng.pick(FAMILY_NAMES),
      gender,
      type: rng.pick(['مشتری عادی', 'نقره‌ای', 'طلایی']),
    });
  }

  const inserted = await db
    .insert(customers)
    .values(
      specs.map((spec, i) => ({
        mobile: `0912000${String(i + 1).padStart(4, '0')}`,
        firstName: spec.first,
        lastName: spec.last,
        gender: spec.gender,
        birthday: birthday(rng),
        nationCode: nationCode(rng),
        fatherName: rng.pick(MEN_NAMES),
        postalCode: postalCode(rng),
        extra: { number_id: String(rng.int(1, 9999)) },
        customerTypeId: typeIds.get(spec.type) ?? null,
      })),
    )
    .returning({
      id: customers.id,
      mobile: customers.mobile,
      firstName: customers.firstName,
      lastName: customers.lastName,
    });

  const referralRows: (typeof referrals.$inferInsert)[] = [];
  for (const [i, spec] of specs.entries()) {
    if (spec.referredBy === undefined || spec.plan === undefined) continue;
    const referred = inserted[i];
    const referrer = inserted[spec.referredBy];
    const planId = planIds[spec.plan];
    if (!referred || !referrer || planId === undefined) continue;
    referralRows.push({
      referrerId: referrer.id,
      referredId: referred.id,
      referredMobile: referred.mobile,
      referredFirstName: referred.firstName,
      referredLastName: referred.lastName,
      planId,
      // The seeded ledger pays these rewards (server/db/seed/ledger.ts).
      createdAt: new Date(Date.now() - 38 * 86_400_000),
      rewardedAt: new Date(Date.now() - 35 * 86_400_000),
    });
  }
  // A friend the demo customer introduced who has not signed up yet.
  const demoReferrer = inserted[0];
  const firstPlan = planIds[0];
  if (demoReferrer && firstPlan !== undefined) {
    referralRows.push({
      referrerId: demoReferrer.id,
      referredMobile: '09129990001',
      referredFirstName: 'نیما',
      referredLastName: 'صادقی',
      planId: firstPlan,
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
  }
  if (referralRows.length > 0) await db.insert(referrals).values(referralRows);
  // customers.referrer_id mirrors the referral row.
  for (const row of referralRows) {
    if (row.referredId === null || row.referredId === undefined) continue;
    await db
      .update(customers)
      .set({ referrerId: row.referrerId })
      .where(eq(customers.id, row.referredId));
  }

  const staff = await db
    .insert(users)
    .values([
      { name: 'سمانه کریمی', mobile: STAFF_MOBILE, role: 'staff' },
      { name: 'حمید شفیعی', mobile: '09131000002', role: 'staff' },
    ])
    .returning({ id: users.id });

  const demo = inserted[0];
  const staffUser = staff[0];
  if (!demo || !staffUser) throw new Error('demo people were not inserted');

  const districtId = (name: string) => districts.get(name) ?? null;
  const [home, work] = await db
    .insert(addresses)
    .values([
      {
        customerId: demo.id,
        title: 'خانه',
        address: 'خیابان حافظ، نرسیده به میدان نقش جهان، کوچه‌ی سرتیپ، پلاک ۱۴',
        number: '۱۴',
        lat: 32.6571,
        lng: 51.6769,
        postalCode: '8146713457',
        locationId: districtId('نقش جهان'),
        firstName: demo.firstName,
        lastName: demo.lastName,
        isPreferred: true,
      },
      {
        customerId: demo.id,
        title: 'محل کار',
        address: 'سپاهان‌شهر، بلوار غدیر، ساختمان اداری ارغوان، طبقه‌ی سوم',
        number: '۳۱',
        lat: 32.5862,
        lng: 51.6617,
        postalCode: '8179875193',
        locationId: districtId('سپاهان‌شهر'),
        firstName: demo.firstName,
        lastName: demo.lastName,
      },
    ])
    .returning({ id: addresses.id });
  if (!home || !work) throw new Error('demo addresses were not inserted');

  const districtNames = [...districts.keys()];
  const others = inserted.slice(1).map((customer) => ({
    customerId: customer.id,
    title: 'خانه',
    address: `${rng.pick(STREETS)}، کوچه‌ی ${rng.int(1, 40)}، پلاک ${rng.int(1, 120)}`,
    number: String(rng.int(1, 120)),
    // Within ~2 km of the centre, so every demo address is in a delivery zone.
    lat: round6(MAP_DEFAULTS.lat + (rng.next() - 0.5) * 0.03),
    lng: round6(MAP_DEFAULTS.lng + (rng.next() - 0.5) * 0.03),
    postalCode: postalCode(rng),
    locationId: districtNames.length > 0 ? districtId(rng.pick(districtNames)) : null,
    firstName: customer.firstName,
    lastName: customer.lastName,
    isPreferred: true,
  }));
  if (others.length > 0) await db.insert(addresses).values(others);

  return {
    customers: inserted,
    demoCustomerId: demo.id,
    staffUserId: staffUser.id,
    homeAddressId: home.id,
    workAddressId: work.id,
    planIds,
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
