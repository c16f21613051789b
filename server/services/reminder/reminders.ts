import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReminderList, ReminderState } from '@/lib/contract/reminder';
import type { Database, Executor } from '@/server/db/database';
import { products, stockReminders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { isListed } from '@/server/services/catalog/product-query';
import {
  isInStock,
  productSummaryColumns,
  toProductSummary,
} from '@/server/services/catalog/product-summary';

const messages = apiMessages.reminder;

/** A product that exists (listed or not: a reminder on a product taken off sale can still be dropped). */
async function productNamed(db: Executor, productId: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw ApiError.notFound(apiMessages.favorite.productNotFound);
  return row;
}

/** GET observe/check: whether the caller waits on this product. */
export async function reminderState(
  db: Executor,
  customerId: number,
  productId: number,
): Promise<ReminderState> {
  await productNamed(db, productId);
  const [row] = await db
    .select({ bySms: stockReminders.bySms })
    .from(stockReminders)
    .where(
      and(
        eq(stockReminders.customerId, customerId),
        eq(stockReminders.productId, productId),
        isNull(stockReminders.notifiedAt),
      ),
    )
    .limit(1);
  return { product_id: productId, is_observed: row !== undefined, by_sms: row?.bySms ?? false };
}

/**
 * POST observe/add: wait for a listed product that is out of stock. The
 * product row is read FOR SHARE, so a restock running at the same moment
 * either finishes first (and this is refused: it is in stock) or waits for
 * this reminder and then spends it. Asking again re-arms a spent reminder.
 */
export async function addReminder(
  db: Database,
  customerId: number,
  productId: number,
  bySms: boolean,
  now: Date = new Date(),
): Promise<{ state: ReminderState; name: string }> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, stock: products.stock })
      .from(products)
      .where(and(eq(products.id, productId), isListed))
      .for('share');
    if (!product) throw ApiError.notFound(apiMessages.favorite.productNotFound);
    if (isInStock(product.stock)) {
      throw ApiError.badRequest(fillMessage(messages.available, { name: product.name }));
    }
    await tx
      .insert(stockReminders)
      .values({ customerId, productId, bySms, createdAt: now })
      .onConflictDoUpdate({
        target: [stockReminders.customerId, stockReminders.productId],
        set: { bySms, notifiedAt: null, createdAt: now },
      });
    return {
      state: { product_id: productId, is_observed: true, by_sms: bySms },
      name: product.name,
    };
  });
}

/** POST observe/delete: stop waiting (and forget a spent one); already gone is done too. */
export async function removeReminder(
  db: Executor,
  customerId: number,
  productId: number,
): Promise<{ state: ReminderState; name: string }> {
  const product = await productNamed(db, productId);
  await db
    .delete(stockReminders)
    .where(and(eq(stockReminders.customerId, customerId), eq(stockReminders.productId, productId)));
  return {
    state: { product_id: productId, is_observed: false, by_sms: false },
    name: product.name,
  };
}

/** GET observe/list: the caller's reminders, waiting ones first, then by when they were asked. */
export async function listReminders(
  db: Executor,
  customerId: number,
  paging: { page: number; limit: number },
): Promise<ReminderList> {
  const mine = eq(stockReminders.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...productSummaryColumns,
        bySms: stockReminders.bySms,
        askedAt: stockReminders.createdAt,
        notifiedAt: stockReminders.notifiedAt,
      })
      .from(stockReminders)
      .innerJoin(products, eq(products.id, stockReminders.productId))
      .where(mine)
      .orderBy(
        sql`${stockReminders.notifiedAt} is not null`,
        desc(stockReminders.createdAt),
        desc(stockReminders.productId),
      )
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(stockReminders).where(mine),
  ]);
  const n = total?.n ?? 0;
  return {
    results: rows.map((row) => ({
      product: toProductSummary(row),
      by_sms: row.bySms,
      created_at: row.askedAt.toISOString(),
      notified_at: row.notifiedAt?.toISOString() ?? null,
    })),
    count: n,
    page: paging.page,
    limit: paging.limit,
    page_count: Math.ceil(n / paging.limit),
  };
}
