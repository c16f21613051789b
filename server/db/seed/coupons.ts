import type { Executor } from '../database';
import { coupons } from '../schema';

/** The last moment of Jalali 1405 in Tehran (29 Esfand 1405, 23:59:59 +03:30). */
const END_OF_1405 = new Date('2027-03-20T20:29:59Z');

export type SeededCoupons = { byCode: Map<string, number> };

export async function seedCoupons(db: Executor, demoCustomerId: number): Promise<SeededCoupons> {
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      code: 'NOWRUZ1405',
      title: 'تخفیف ۱۰ درصدی نوروز',
      kind: 'percent',
      value: 10,
      maxDiscount: 150_000,
      minPrice: 500_000,
      perCustomerLimit: 1,
      endsAt: END_OF_1405,
    },
    {
      code: 'ESFAHAN20',
      title: '۲۰ درصد تخفیف خریدهای بالای یک میلیون',
      kind: 'percent',
      value: 20,
      maxDiscount: 300_000,
      minPrice: 1_000_000,
      maxUses: 500,
    },
    {
      code: 'TAKHFIF50',
      title: '۵۰ هزار تومان تخفیف',
      kind: 'fixed',
      value: 50_000,
      minPrice: 400_000,
    },
    {
      code: 'FREESHIP',
      title: 'ارسال رایگان',
      kind: 'free_shipping',
      value: 0,
      minPrice: 300_000,
    },
    {
      code: 'GIFT-MARYAM',
      title: 'کد هدیه‌ی ۱۰۰ هزار تومانی',
      kind: 'gift',
      value: 100_000,
      maxUses: 1,
      customerId: demoCustomerId,
    },
    {
      code: 'WELCOME1',
      title: 'خوش‌آمدگویی؛ فقط یک بار',
      kind: 'fixed',
      value: 75_000,
      minPrice: 200_000,
      maxUses: 1,
    },
    {
      code: 'YALDA1404',
      title: 'تخفیف شب یلدای ۱۴۰۴',
      kind: 'percent',
      value: 15,
      maxDiscount: 100_000,
      startsAt: new Date('2025-12-15T20:30:00Z'),
      endsAt: new Date('2025-12-22T20:29:59Z'),
    },
    {
      code: 'OLDCODE',
      title: 'کد غیرفعال',
      kind: 'fixed',
      value: 20_000,
      isActive: false,
    },
  ];
  const inserted = await db
    .insert(coupons)
    .values(rows)
    .returning({ id: coupons.id, code: coupons.code });
  return { byCode: new Map(inserted.map((row) => [row.code, row.id])) };
}
