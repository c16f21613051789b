import { eq } from 'drizzle-orm';
import { formatNumber } from '@/lib/format/digits';
import type { Database } from '@/server/db/database';
import { customers, orders } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { countPayment } from '@/server/observability/metrics';
import { changeCredit } from '@/server/services/credit/ledger';
import { notifyPaymentPaid } from '@/server/services/notification/shop-notices';
import { paymentMessages } from './messages';
import { paymentRefusal } from './payable';

export type CreditPaymentResult = { order_id: number; credit: number };

/**
 * POST /api/v1/order/{id}/payment/credit. The order row is locked for the
 * whole transaction, so a card callback or a second click waits and then sees
 * it paid; the credit moves by changeCredit's conditional UPDATE, so any number
 * of concurrent spends can never take it below zero.
 */
export async function payOrderWithCredit(
  db: Database,
  customerId: number,
  orderId: number,
): Promise<CreditPaymentResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.customerId !== customerId) throw ApiError.notFound();
    const refusal = paymentRefusal(order);
    if (refusal) throw ApiError.badRequest(refusal);
    const spent = await changeCredit(tx, {
      customerId,
      amount: -order.price,
      kind: 'order_payment',
      orderId: order.id,
      description: fillMessage(paymentMessages.orderPaymentLedger, {
        number: order.id,
      }),
    });
    if (!spent) {
      const [current] = await tx
        .select({ credit: customers.credit })
        .from(customers)
        .where(eq(customers.id, customerId));
      const shortfall = order.price - (current?.credit ?? 0);
      throw ApiError.badRequest(
        fillMessage(paymentMessages.creditInsufficient, { shortfall: formatNumber(shortfall) }),
      );
    }
    await tx
      .update(orders)
      .set({ isPaid: true, paymentType: 'credit', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await notifyPaymentPaid(tx, {
      customerId,
      amount: order.price,
      order: { id: order.id, kind: order.kind },
    });
    countPayment(tx, 'credit', 'paid');
    return { order_id: order.id, credit: spent.balance };
  });
}
