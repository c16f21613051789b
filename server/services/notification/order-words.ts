import { asc, eq } from 'drizzle-orm';
import type { OrderKind } from '@/lib/contract/order-status';
import { formatNumber } from '@/lib/format/digits';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import type { Executor } from '@/server/db/database';
import { products, reservations } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';

const messages = apiMessages.notification;

/**
 * An order as the customer's lists name it, by its id and kind: «سفارش شمارهٔ ۳۷»,
 * «رزرو شمارهٔ ۱۲», «درخواست جمع‌آوری شمارهٔ ۵» (never its long tracking code).
 */
export function orderName(order: { id: number; kind: OrderKind }): string {
  return fillMessage(messages.orderName[order.kind], { number: formatNumber(order.id) });
}

/** A reservation's slot as a notification says it: the product, its day and its window. */
export type SlotWords = { name: string; date: string; from: string; to: string };

/** The earliest slot a reservation order holds, in words; null when it holds none. */
export async function reservationSlotWords(
  tx: Executor,
  orderId: number,
): Promise<SlotWords | null> {
  const [slot] = await tx
    .select({
      name: products.name,
      day: reservations.reserveDate,
      start: reservations.startTime,
      end: reservations.endTime,
    })
    .from(reservations)
    .innerJoin(products, eq(products.id, reservations.productId))
    .where(eq(reservations.orderId, orderId))
    .orderBy(asc(reservations.reserveDate), asc(reservations.startTime), asc(reservations.id))
    .limit(1);
  if (!slot) return null;
  return {
    name: slot.name,
    date: `${formatWeekday(slot.day)} ${formatJalaliDate(slot.day)}`,
    ...windowEnds(slot.start, slot.end),
  };
}
