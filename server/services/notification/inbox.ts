import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  NOTIFICATION_CODES,
  NOTIFICATION_VARIANTS,
  type Notification,
  type NotificationCode,
  type NotificationPage,
  type NotificationVariant,
} from '@/lib/contract/notification';
import { afterCommit } from '@/server/db/after-commit';
import type { Database, Executor } from '@/server/db/database';
import { notifications } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { announceNews } from './news-bus';

type NotificationRow = typeof notifications.$inferSelect;

function isCode(value: string | null): value is NotificationCode {
  return NOTIFICATION_CODES.some((code) => code === value);
}

function isVariant(value: string): value is NotificationVariant {
  return NOTIFICATION_VARIANTS.some((variant) => variant === value);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    // Rows are written only through notify(), whose types allow nothing else.
    variant: isVariant(row.variant) ? row.variant : 'info',
    code: isCode(row.code) ? row.code : null,
    link: row.link,
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function unreadCountOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The caller's notifications, newest first; `offset` (when given) wins over `page`. */
export async function listNotifications(
  db: Database,
  customerId: number,
  query: { page: number; limit: number; offset?: number },
): Promise<NotificationPage> {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const mine = eq(notifications.customerId, customerId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCountOf(db, customerId),
  ]);
  const all = total?.n ?? 0;
  return {
    results: rows.map(toNotification),
    count: all,
    unread_count: unread,
    page: Math.floor(offset / query.limit) + 1,
    limit: query.limit,
    page_count: Math.ceil(all / query.limit),
  };
}

/**
 * Marks one of the caller's notifications read (again is harmless: the first
 * read time stays). Another customer's id is a 404, as an unknown one.
 */
export async function markRead(
  db: Database,
  customerId: number,
  id: number,
  now: Date = new Date(),
): Promise<{ notification: Notification; unread_count: number }> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, id), eq(notifications.customerId, customerId));
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, isNull(notifications.readAt)));
    const [row] = await tx.select().from(notifications).where(mine);
    if (!row) throw ApiError.notFound();
    // The customer's other tabs and devices show the new count too.
    afterCommit(tx, () => announceNews(customerId));
    return { notification: toNotification(row), unread_count: await unreadCountOf(tx, customerId) };
  });
}

/**
 * Marks every notification of the caller that is unread now. One UPDATE: a
 * notification committed after it began stays unread, and of two concurrent
 * calls only one marks each row (the other re-checks read_at after the lock
 * and skips it), so the `marked` of all calls add up to the rows marked.
 */
export async function markAllRead(
  db: Database,
  customerId: number,
  now: Date = new Date(),
): Promise<{ marked: number; unread_count: number }> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) afterCommit(tx, () => announceNews(customerId));
    return { marked: marked.length, unread_count: await unreadCountOf(tx, customerId) };
  });
}
