import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/order';
import type { OrderStatus } from '@/lib/contract/order-status';
import { formatNumber } from '@/lib/format/digits';
import type { Database, Executor } from '@/server/db/database';
import { customers } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import { apiMessages } from '@/server/errors/messages';
import { moveOrderStatus, type Refund } from './status';

const messages = apiMessages.order;

async function creditOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ credit: customers.credit })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.credit ?? 0;
}

/**
 * What the customer is told after a cancel or a re-request: where a paid
 * order's money went (back to account credit, and the credit now), and for a
 * re-requested order that must be paid again, that its credit can pay it when
 * it covers the price.
 */
async function statusAnswer(
  db: Executor,
  customerId: number,
  order: Order,
  refund: Refund | null,
): Promise<string> {
  // A collection request is paid at each pickup: no refund or payment to speak of.
  if (order.kind === 'collection') {
    return order.status === 'canceled'
      ? apiMessages.collection.canceled
      : apiMessages.collection.reRequested;
  }
  if (order.status === 'canceled') {
    if (!refund) return messages.canceled;
    return fillMessage(messages.canceledRefunded, {
      amount: formatNumber(refund.amount),
      balance: formatNumber(refund.balance),
    });
  }
  if (!order.actions.includes('pay')) return messages.reRequested;
  const amount = formatNumber(order.invoice.price);
  const credit = await creditOf(db, customerId);
  return credit >= order.invoice.price
    ? fillMessage(messages.reRequestedCreditCovers, { amount, credit: formatNumber(credit) })
    : fillMessage(messages.reRequestedToPay, { amount });
}

/**
 * POST /api/v1/app/order/{id}/status/: the customer's own cancel or re-request
 * (changeOrderStatus's rules and effects), with the answer's message.
 */
export async function changeOwnOrderStatus(
  db: Database,
  customerId: number,
  orderId: number,
  to: OrderStatus,
): Promise<{ order: Order; msg: string }> {
  const { order, refund } = await moveOrderStatus(
    db,
    { role: 'customer', customerId },
    orderId,
    to,
  );
  return { order, msg: await statusAnswer(db, customerId, order, refund) };
}
