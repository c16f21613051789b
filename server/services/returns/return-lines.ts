import { eq } from 'drizzle-orm';
import type { ReturnRequestBody } from '@/lib/contract/order-return';
import type { Executor } from '@/server/db/database';
import { orderItems, type ReturnLine } from '@/server/db/schema';
import { ApiError, type FieldErrors } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';

const messages = apiMessages.returns;

export type OrderLine = typeof orderItems.$inferSelect;

export async function orderLines(tx: Executor, orderId: number): Promise<OrderLine[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * The asked lines checked against what the order bought: each an order line
 * of this order, named once, for no more units than were bought. Every wrong
 * line is a field error of one 400.
 */
export function checkedLines(
  bought: readonly OrderLine[],
  asked: ReturnRequestBody['lines'],
): ReturnLine[] {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  asked.forEach((line, index) => {
    const item = bought.find((candidate) => candidate.id === line.line_id);
    if (!item) errors[`lines.${index}.line_id`] = [messages.lineUnknown];
    else if (seen.has(line.line_id)) errors[`lines.${index}.line_id`] = [messages.lineRepeated];
    else if (line.count > item.count) {
      errors[`lines.${index}.count`] = [
        fillMessage(messages.tooMany, { name: item.name, count: item.count }),
      ];
    }
    seen.add(line.line_id);
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw ApiError.badRequest(first, errors);
  return asked.map((line) => ({ lineId: line.line_id, count: line.count }));
}

/** A returned line with the order line it comes from. */
export type ReturnedLine = { item: OrderLine; count: number };

export function returnedLines(
  bought: readonly OrderLine[],
  lines: readonly ReturnLine[],
): ReturnedLine[] {
  return lines.flatMap((line) => {
    const item = bought.find((candidate) => candidate.id === line.lineId);
    return item ? [{ item, count: line.count }] : [];
  });
}

/**
 * The Toman a return gives back: each returned unit at what it cost, with its
 * share of the order's discount. Returning every unit gives back the whole
 * price, shipping included, as a cancel would.
 */
export function refundFor(
  order: { itemsPrice: number; discount: number; price: number },
  bought: readonly OrderLine[],
  returned: readonly ReturnedLine[],
): number {
  const everything = bought.every(
    (item) =>
      returned.filter((line) => line.item.id === item.id).reduce((n, line) => n + line.count, 0) >=
      item.count,
  );
  if (everything) return order.price;
  if (order.itemsPrice <= 0) return 0;
  const value = returned.reduce(
    (sum, line) => sum + (line.item.total * line.count) / line.item.count,
    0,
  );
  return Math.floor((value * (order.itemsPrice - order.discount)) / order.itemsPrice);
}
