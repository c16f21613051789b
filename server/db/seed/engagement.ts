import type { Executor } from '../database';
import { favorites, stockReminders } from '../schema';
import { DAY_MS } from './dates';
import type { DemoProduct } from './orders';

/** A few favourites and a back-in-stock reminder for the demo customer. */
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
}
