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

/** The shop's branches in Isfahan: each has printable QR codes (/qr/print). */
export const DEMO_SHOPS = [
  { name: 'شعبه‌ی میدان نقش جهان', address: 'اصفهان، میدان امام، بازار قیصریه' },
  { name: 'شعبه‌ی چهارباغ', address: 'اصفهان، خیابان چهارباغ عباسی، نبش کوچه‌ی شیخ بهایی' },
  { name: 'شعبه‌ی جلفا', address: 'اصفهان، خیابان نظر شرقی، کوچه‌ی کلیسای وانک' },
] as const;

export async function seedSsoCitizensAndShops(db: Executor): Promise<void> {
  await db.insert(ssoLocalCitizens).values([...DEMO_CITIZENS]);
  await db.insert(shops).values([...DEMO_SHOPS]);
}
