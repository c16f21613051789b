import { and, eq, gte, lte, notInArray } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES } from '@/lib/contract/order-status';
import { tehranDate } from '@/lib/format/jalali';
import type { Database } from '@/server/db/database';
import { orders, products, reservationReminders, reservations } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { orderPath } from '@/server/services/notification/shop-notices';
import { slotWords, tellAboutSeats } from './seat-notices';

const messages = apiMessages.notification;
const HOUR_MS = 60 * 60 * 1000;

/** The reminders of a booked slot, latest first: each is due from `hours` before its start. */
const KINDS = [
  { kind: '2h', hours: 2, text: messages.reminder2h },
  { kind: '24h', hours: 24, text: messages.reminder24h },
] as const;

/** A slot's start as an instant: Tehran keeps +03:30 all year since 2022. */
const startsAt = (day: string, time: string) => new Date(`${day}T${time}:00+03:30`);

/**
 * Sends the reminders that are due: for each live booked slot starting within
 * 24 hours, the one kind due now (2 h before wins over 24 h; a slot booked
 * late never gets the earlier one). Each is claimed by inserting its row
 * (reservation, kind) first, in the transaction that sends it: of several
 * instances sweeping at once only the one whose insert took sends, and a
 * send that fails rolls the claim back for the next sweep. Answers how many
 * were sent.
 */
export async function sendDueReminders(db: Database, now: Date = new Date()): Promise<number> {
  const rows = await db
    .select({
      id: reservations.id,
      orderId: orders.id,
      customerId: orders.customerId,
      productId: reservations.productId,
      name: products.name,
      day: reservations.reserveDate,
      start: reservations.startTime,
      end: reservations.endTime,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(products, eq(products.id, reservations.productId))
    .where(
      and(
        notInArray(orders.status, [...CLOSED_ORDER_STATUSES]),
        gte(reservations.reserveDate, tehranDate(now)),
        lte(reservations.reserveDate, tehranDate(new Date(now.getTime() + 24 * HOUR_MS))),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const lead = startsAt(row.day, row.start).getTime() - now.getTime();
    const due = KINDS.find((kind) => lead > 0 && lead <= kind.hours * HOUR_MS);
    if (!due) continue;
    sent += await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reservationReminders)
        .values({ reservationId: row.id, kind: due.kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: reservationReminders.kind });
      if (claimed.length === 0) return 0;
      const words = slotWords({
        productId: row.productId,
        name: row.name,
        reserve_date: row.day,
        start_time: row.start,
        end_time: row.end,
      });
      await tellAboutSeats(
        tx,
        row.customerId,
        {
          code: 'reservation_reminder',
          variant: 'info',
          title: fillMessage(messages.reminderTitle, words),
          message: fillMessage(due.text, words),
          link: orderPath({ id: row.orderId, kind: 'reservation' }),
        },
        messages.reminderSms,
        words,
      );
      return 1;
    });
  }
  return sent;
}
