import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import {
  customers,
  giftCategories,
  gifts,
  pointHistories,
  products,
  referralPlans,
  shops,
  wheelPrizes,
} from '@/server/db/schema';
import type { ShopFixture } from './shop-fixture';

/**
 * Gifts in live and retired categories (one inactive, one out of stock, one
 * needing a national code, one collected at a branch), wheel prizes, referral
 * plans, a branch, and points for customers A (5000) and B (1000) written as
 * ledger rows. Gaz earns 2000 points a unit (score_factor 10 on 200 000).
 */
export const GAZ_SCORE_FACTOR = 10;
export const GAZ_POINTS = 2_000;
export const START_POINTS = { a: 5_000, b: 1_000 } as const;

export async function insertLoyaltyFixture(db: Database, f: ShopFixture) {
  await db
    .update(products)
    .set({ scoreFactor: GAZ_SCORE_FACTOR })
    .where(eq(products.id, f.product.gaz));
  const [live, other, retired] = await db
    .insert(giftCategories)
    .values([{ name: 'محصولات' }, { name: 'کارت هدیه' }, { name: 'تابستانه', isActive: false }])
    .returning({ id: giftCategories.id });
  if (!live || !other || !retired) throw new Error('fixture: gift categories missing');
  const [branch] = await db
    .insert(shops)
    .values({ name: 'شعبهٔ چهارباغ', address: 'چهارباغ بالا' })
    .returning({ id: shops.id });
  if (!branch) throw new Error('fixture: branch missing');
  const giftRows = await db
    .insert(gifts)
    .values([
      { categoryId: live.id, title: 'فنجان قهوه', points: 300, stock: null },
      { categoryId: live.id, title: 'پولکی', points: 700, stock: 3 },
      { categoryId: live.id, title: 'جعبهٔ سوغات', points: 500, stock: 0 },
      { categoryId: live.id, title: 'هدیهٔ قدیمی', points: 100, stock: 10, isActive: false },
      {
        categoryId: other.id,
        title: 'کارت هدیه',
        points: 2_500,
        stock: 5,
        requiresNationCode: true,
      },
      { categoryId: other.id, title: 'کارگاه لاته', points: 400, stock: 5, delivery: 'branch' },
      { categoryId: retired.id, title: 'فالوده', points: 50, stock: null },
    ])
    .returning({ id: gifts.id });
  const [coffee, poolaki, soldOut, inactive, card, workshop, faloodeh] = giftRows.map(
    (row) => row.id,
  );
  if (!coffee || !poolaki || !soldOut || !inactive || !card || !workshop || !faloodeh) {
    throw new Error('fixture: gifts missing');
  }
  const prizeRows = await db
    .insert(wheelPrizes)
    .values([
      { title: '۵۰ امتیاز', kind: 'points', value: 50, weight: 3 },
      { title: 'کد تخفیف', kind: 'coupon', value: 20_000, weight: 2 },
      { title: 'اعتبار', kind: 'credit', value: 10_000, weight: 1 },
      { title: 'پوچ', kind: 'nothing', value: 0, weight: 4 },
      { title: 'خاموش', kind: 'points', value: 1_000, weight: 100, isActive: false },
    ])
    .returning({ id: wheelPrizes.id });
  const [open, limited, closed, deleted] = await db
    .insert(referralPlans)
    .values([
      { title: 'معرفی دوستان', referrerPoints: 500, referredPoints: 200 },
      { title: 'طرح محدود', referrerPoints: 100, referredPoints: 0, maxReferrals: 1 },
      { title: 'تمام‌شده', isActive: false },
      { title: 'کنارگذاشته', softDelete: true },
    ])
    .returning({ id: referralPlans.id });
  if (!open || !limited || !closed || !deleted) throw new Error('fixture: plans missing');
  for (const [customerId, points] of [
    [f.customer.a, START_POINTS.a],
    [f.customer.b, START_POINTS.b],
  ] as const) {
    await db
      .insert(pointHistories)
      .values({ customerId, points, balanceAfter: points, reason: 'signup' });
    await db.update(customers).set({ points }).where(eq(customers.id, customerId));
  }
  return {
    branch: branch.id,
    category: { live: live.id, other: other.id, retired: retired.id },
    gift: { coffee, poolaki, soldOut, inactive, card, workshop, faloodeh },
    prizes: prizeRows.map((row) => row.id),
    plan: { open: open.id, limited: limited.id, closed: closed.id, deleted: deleted.id },
  };
}
export type LoyaltyFixture = Awaited<ReturnType<typeof insertLoyaltyFixture>>;
