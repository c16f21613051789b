import type { Executor } from '../database';
import { shops, ssoLocalCitizens } from '../schema';
import { DEMO_CUSTOMER_MOBILE } from './people';

/**
 * The built-in city portal's people. The first is the demo customer (an SSO
 * login lands in an account with orders); the others are new to the shop, so
 * their first SSO login creates a customer.
 */
export const DEMO_CITIZENS = [
  { name: 'مریم احمدی', mobile: DEMO_CUSTOMER_MOBILE },
  { name: 'رضا نوروزی', mobile: '09135550101' },
  { name: 'نرگس صالحی', mobile: '09135550102' },
  { name: 'امید طاهری', mobile: '09135550103' },
] as const;

/**
 * The shop's branches in Isfahan, all in the centre zone: pickup orders are
 * collected from one of them, and each has printable QR codes (/qr/print).
 * Their hours cover the zone's pickup windows.
 */
export const DEMO_SHOPS = [
  {
    name: 'شعبه‌ی میدان نقش جهان',
    address: 'اصفهان، میدان امام، بازار قیصریه',
    opensAt: '09:00',
    closesAt: '22:00',
    lat: 32.66,
    lng: 51.6776,
  },
  {
    name: 'شعبه‌ی چهارباغ',
    address: 'اصفهان، خیابان چهارباغ عباسی، نبش کوچه‌ی شیخ بهایی',
    opensAt: '09:00',
    closesAt: '22:00',
    lat: 32.65,
    lng: 51.669,
  },
  {
    name: 'شعبه‌ی جلفا',
    address: 'اصفهان، خیابان نظر شرقی، کوچه‌ی کلیسای وانک',
    opensAt: '09:00',
    closesAt: '22:00',
    lat: 32.6352,
    lng: 51.6557,
  },
] as const;

export async function seedSsoCitizens(db: Executor): Promise<void> {
  await db.insert(ssoLocalCitizens).values([...DEMO_CITIZENS]);
}

/** The branches, in DEMO_SHOPS order; the first is where the demo's pickup orders wait. */
export async function seedShops(db: Executor): Promise<number[]> {
  const rows = await db
    .insert(shops)
    .values([...DEMO_SHOPS])
    .returning({ id: shops.id });
  return rows.map((row) => row.id);
}
