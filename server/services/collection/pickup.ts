import { eq, sql } from 'drizzle-orm';
import type { CollectionRequest } from '@/lib/contract/collection';
import { DEFAULT_TAB_STATUSES } from '@/lib/contract/order-status';
import { formatJalaliDate } from '@/lib/format/jalali';
import type { Database } from '@/server/db/database';
import {
  collectionPickups,
  collectionSchedules,
  orderStatusHistory,
  orders,
} from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { ORDER_MOVE_HOOKS } from '@/server/services/order/move-hooks-registry';
import { statusTitle } from '@/server/services/order/order-view';
import { moveEffect } from '@/server/services/order/state-machine';
import {
  collectionRow,
  dueColumns,
  nextPickup,
  planOf,
  scheduleOf,
  toCollectionRequest,
} from './schedule';

const messages = apiMessages.collection;

export type PickupOutcome = { request: CollectionRequest; msg: string };

/**
 * Staff hand over a request's due pickup, in one transaction with the request
 * locked: the pickup is recorded once per day (a second mark is a 400), the
 * driver's note saved when given, and then a repeating request moves on to its
 * next pickup while a one-off one is completed (with its status row and the
 * order move hooks, as any move).
 */
export async function markPickupDone(
  db: Database,
  userId: number,
  orderId: number,
  note: string | undefined,
  now: Date = new Date(),
): Promise<PickupOutcome> {
  const { row, next } = await db.transaction(async (tx) => {
    const current = await collectionRow(tx, orderId, { lock: true });
    if (!DEFAULT_TAB_STATUSES.includes(current.status) || current.reserveDate === null) {
      throw ApiError.badRequest(
        fillMessage(messages.notActive, { status: statusTitle(current.status) }),
      );
    }
    const day = current.reserveDate;
    const schedule = await scheduleOf(tx, current.id);
    const recorded = await tx
      .insert(collectionPickups)
      .values({
        orderId: current.id,
        pickupDate: day,
        byUserId: userId,
        note: note ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: collectionPickups.id });
    if (recorded.length === 0) {
      throw ApiError.badRequest(
        fillMessage(messages.pickupAlreadyDone, { date: formatJalaliDate(day) }),
      );
    }
    const [updatedSchedule] = await tx
      .update(collectionSchedules)
      .set({ pickupsDone: sql`${collectionSchedules.pickupsDone} + 1`, lastPickupDate: day })
      .where(eq(collectionSchedules.orderId, current.id))
      .returning();
    if (!updatedSchedule) throw ApiError.notFound();
    const noteColumns = note === undefined ? {} : { driverNote: note === '' ? null : note };

    if (schedule.repeat) {
      const nextDay = await nextPickup(tx, planOf(current, updatedSchedule), now);
      const due =
        nextDay === null ? { nextOrderTime: null } : await dueColumns(tx, current, nextDay);
      const [moved] = await tx
        .update(orders)
        .set({ ...due, ...noteColumns, updatedAt: now })
        .where(eq(orders.id, current.id))
        .returning();
      if (!moved) throw ApiError.notFound();
      return { row: moved, next: nextDay };
    }

    const [completed] = await tx
      .update(orders)
      .set({ status: 'completed', nextOrderTime: null, ...noteColumns, updatedAt: now })
      .where(eq(orders.id, current.id))
      .returning();
    if (!completed) throw ApiError.notFound();
    const actor = { role: 'staff', userId } as const;
    for (const hook of ORDER_MOVE_HOOKS) {
      await hook({
        tx,
        before: current,
        after: completed,
        from: current.status,
        to: 'completed',
        effect: moveEffect(current.status, 'completed'),
        actor,
        now,
      });
    }
    await tx.insert(orderStatusHistory).values({
      orderId: current.id,
      fromStatus: current.status,
      toStatus: 'completed',
      byRole: 'staff',
      createdAt: now,
    });
    return { row: completed, next: null };
  });
  return {
    request: await toCollectionRequest(db, row),
    msg: next
      ? fillMessage(messages.pickupDoneNext, { date: formatJalaliDate(next) })
      : messages.pickupDone,
  };
}

/** Staff write (or, with an empty note, clear) the driver's note the customer's card shows in red. */
export async function writeDriverNote(
  db: Database,
  orderId: number,
  note: string,
  now: Date = new Date(),
): Promise<CollectionRequest> {
  const row = await db.transaction(async (tx) => {
    const current = await collectionRow(tx, orderId, { lock: true });
    const [updated] = await tx
      .update(orders)
      .set({ driverNote: note === '' ? null : note, updatedAt: now })
      .where(eq(orders.id, current.id))
      .returning();
    if (!updated) throw ApiError.notFound();
    return updated;
  });
  return toCollectionRequest(db, row);
}
