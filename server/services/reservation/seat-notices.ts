import { eq } from 'drizzle-orm';
import { formatJalaliDate, formatWeekday } from '@/lib/format/jalali';
import { windowEnds } from '@/lib/format/time';
import type { Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { smsSenderFor } from '@/server/integrations/sms';
import { type NotificationInput, notify } from '@/server/services/notification/notify';
import { reachableOrigin } from '@/server/site/request-origin';
import type { Slot } from './seats';

const messages = apiMessages.notification;

/** A slot as a notice says it: the product, its weekday and Jalali day, and its window. */
export const slotWords = (slot: Slot) => ({
  name: slot.name,
  date: `${formatWeekday(slot.reserve_date)} ${formatJalaliDate(slot.reserve_date)}`,
  ...windowEnds(slot.start_time, slot.end_time),
});

/**
 * The bell and a push (notify), then an SMS, all from inside the transaction
 * that decided the notice, so the one change that made it is the one that
 * sends it. An SMS the provider refuses is logged: the bell keeps the promise.
 */
export async function tellAboutSeats(
  tx: Executor,
  customerId: number,
  notice: NotificationInput & { link: string },
  smsTemplate: string,
  words: Record<string, string>,
): Promise<void> {
  await notify(tx, customerId, notice);
  const [row] = await tx
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return;
  // The address keeps its Latin digits (fillMessage writes Persian ones), and never loopback.
  const text = fillMessage(smsTemplate, words).replace(
    '{link}',
    new URL(notice.link, reachableOrigin(null)).href,
  );
  try {
    await smsSenderFor(tx).sendText({ mobile: row.mobile, text });
  } catch (error) {
    console.warn('[reservation] SMS not sent', error);
  }
}

/** The first in line was offered seats of a slot, held for them for `minutes`. */
export async function tellSeatOffered(
  tx: Executor,
  customerId: number,
  slot: Slot,
  minutes: number,
): Promise<void> {
  const words = { ...slotWords(slot), minutes: String(minutes) };
  await tellAboutSeats(
    tx,
    customerId,
    {
      code: 'reservation_reminder',
      variant: 'success',
      title: fillMessage(messages.seatOfferedTitle, words),
      message: fillMessage(messages.seatOffered, words),
      link: `/product/${slot.productId}`,
    },
    messages.seatOfferedSms,
    words,
  );
}
