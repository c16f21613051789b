import type { Executor } from '../database';
import { favorites, notifications, stockReminders } from '../schema';
import { DAY_MS } from './dates';
import type { DemoProduct } from './orders';

/** A few favourites, a back-in-stock reminder and notifications for the demo customer. */
export async function seedEngagement(
  db: Executor,
  customerId: number,
  products: DemoProduct[],
  now: Date,
): Promise<void> {
  const available = products.filter(({ draft }) => draft.stock !== 0).slice(0, 5);
  if (available.length > 0) {
    await db.insert(favorites).values(
      available.map(({ id }, i) => ({
        customerId,
        productId: id,
        createdAt: new Date(now.getTime() - (i + 1) * DAY_MS),
      })),
    );
  }
  const missing = products.find(({ draft }) => draft.stock === 0);
  if (missing) await db.insert(stockReminders).values({ customerId, productId: missing.id });

  await db.insert(notifications).values([
    {
      customerId,
      title: 'خوش آمدید',
      message: 'به بازارچه‌ی نقش جهان خوش آمدید! با کد WELCOME1 اولین خریدتان ارزان‌تر می‌شود.',
      variant: 'success',
      code: 'welcome',
      readAt: new Date(now.getTime() - 29 * DAY_MS),
      createdAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    {
      customerId,
      title: 'سفارش در راه است',
      message: 'سفارش DM14050004 تحویل پیک شد و به زودی می‌رسد.',
      variant: 'info',
      code: 'order_send',
      createdAt: new Date(now.getTime() - 2 * DAY_MS),
    },
    {
      customerId,
      title: 'جشنواره‌ی گز',
      message: 'تا پایان هفته، گز لقمه‌ای با تخفیف ویژه.',
      variant: 'info',
      code: 'promotion',
      createdAt: new Date(now.getTime() - DAY_MS),
    },
  ]);
}
