import { eq } from 'drizzle-orm';
import { productExtra } from '@/lib/contract/catalog';
import type { ReservationSlot } from '@/lib/contract/reservation';
import type { Executor } from '@/server/db/database';
import { reservations } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import type { PricedLine } from '@/server/services/order/pricing';
import { leaveBookedLines } from './offers';
import { checkSlotDay, claimSeats, dropHolds, inLockOrder, type Slot } from './seats';

const messages = apiMessages.reservation;

/** A reservable line of an order: its product, seats per slot and the slots, each checked. */
export type BookedLine = { productId: number; name: string; count: number; slots: Slot[] };

const slotKey = (slot: ReservationSlot) =>
  `${slot.reserve_date}|${slot.start_time}|${slot.end_time}`;

/** Whether a product's free-form extra marks it reservable (the string 'true', spec 3). */
export function isReservableProduct(product: { extra: unknown }): boolean {
  const extra = productExtra.safeParse(product.extra);
  return extra.success && extra.data.reservable === 'true';
}

export const isReservableLine = (line: PricedLine) => isReservableProduct(line.product);

/**
 * The reservations an order's lines ask for, each slot's day checked before
 * anything is locked (real, not past, not a holiday, not too far ahead). A
 * reservable line without a slot, or with one slot twice, is a 400; lines of
 * other products carry no reservations (what they send is ignored).
 */
export async function bookedLines(
  db: Executor,
  lines: readonly PricedLine[],
  now: Date,
): Promise<BookedLine[]> {
  const booked: BookedLine[] = [];
  for (const line of lines.filter(isReservableLine)) {
    const { id: productId, name } = line.product;
    if (line.reservations.length === 0) {
      throw ApiError.badRequest(fillMessage(messages.needsSlot, { name }));
    }
    const keys = new Set(line.reservations.map(slotKey));
    if (keys.size !== line.reservations.length) {
      throw ApiError.badRequest(fillMessage(messages.slotRepeated, { name }));
    }
    const slots = line.reservations.map((slot) => ({ ...slot, productId, name }));
    for (const slot of slots) await checkSlotDay(db, slot, now);
    booked.push({ productId, name, count: line.count, slots });
  }
  return booked;
}

/**
 * Takes the seats of an order's reservations and writes them, in the order's
 * transaction after its stock and coupon (the lock order every path keeps:
 * products, coupon, then windows): each window is locked and counted, so no
 * window ever holds more than its capacity; the customer's own holds on these
 * products are used up.
 */
export async function bookSeats(
  tx: Executor,
  order: { id: number; customerId: number },
  lines: readonly BookedLine[],
  extraPeople: number,
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  const wanted = inLockOrder(
    lines.flatMap((line) => line.slots.map((slot) => ({ ...slot, line }))),
  );
  for (const slot of wanted) {
    await claimSeats(tx, slot, slot.line.count, { customerId: order.customerId }, now);
  }
  // The extra people come along once per order: on its first slot.
  await tx.insert(reservations).values(
    lines.flatMap((line, lineIndex) =>
      line.slots.map((slot, slotIndex) => ({
        orderId: order.id,
        productId: line.productId,
        reserveDate: slot.reserve_date,
        startTime: slot.start_time,
        endTime: slot.end_time,
        count: line.count,
        extraPeople: lineIndex === 0 && slotIndex === 0 ? extraPeople : 0,
      })),
    ),
  );
  await dropHolds(
    tx,
    order.customerId,
    lines.map((line) => line.productId),
  );
  await leaveBookedLines(
    tx,
    order.customerId,
    lines.flatMap((line) => line.slots),
  );
}

/** The first slot of an order's reservations: the day and window its card and row show. */
export function firstSlot(lines: readonly BookedLine[]): Slot | null {
  const all = lines.flatMap((line) => line.slots);
  return (
    [...all].sort(
      (a, b) =>
        a.reserve_date.localeCompare(b.reserve_date) || a.start_time.localeCompare(b.start_time),
    )[0] ?? null
  );
}

/** Whether an order holds seats: its lines and times then change only by cancelling and booking again. */
export async function holdsSeats(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.orderId, orderId))
    .limit(1);
  return row !== undefined;
}
