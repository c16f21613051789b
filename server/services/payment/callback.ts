import { and, eq, notInArray } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES, type OrderKind } from '@/lib/contract/order-status';
import type { Database, Executor } from '@/server/db/database';
import { orders, payments } from '@/server/db/schema';
import { fillMessage } from '@/server/errors/fill-message';
import type { PaymentGateway } from '@/server/integrations/payment';
import { countPayment } from '@/server/observability/metrics';
import { changeCredit } from '@/server/services/credit/ledger';
import {
  notifyPaymentFailed,
  notifyPaymentPaid,
  notifyPaymentRefunded,
} from '@/server/services/notification/shop-notices';
import { paymentMessages } from './messages';
import { returnAddress } from './return-url';

type PaymentRow = typeof payments.$inferSelect;

export type CallbackOutcome =
  | { kind: 'redirect'; location: string }
  /** No payment of this gateway has that authority: nothing was changed. */
  | { kind: 'not_found' }
  /** The bank could not be asked: the payment stays open for the next attempt. */
  | { kind: 'unavailable' };

export type CallbackInput = { authority: string | undefined; status: string | undefined };

/**
 * GET /api/v1/payment/callback/{gateway}?Authority&Status. Nothing in the
 * query is believed: the payment is found by (gateway, authority), a Status
 * other than OK only ever fails it, and OK is checked with the bank's verify
 * for the amount stored on the payment. The first verified callback settles it
 * (one conditional UPDATE pending → paid, in the same transaction as the
 * order or credit change); any number of replays, concurrent or later, only
 * redirect to the outcome already stored.
 */
export async function handlePaymentCallback(
  db: Database,
  gateway: PaymentGateway | null,
  siteUrl: string,
  input: CallbackInput,
): Promise<CallbackOutcome> {
  if (!gateway || !input.authority) return { kind: 'not_found' };
  const payment = await findPayment(db, gateway.name, input.authority);
  if (!payment) return { kind: 'not_found' };
  if (payment.status !== 'pending') return redirectTo(payment, siteUrl);

  if (input.status !== 'OK') {
    await failPayment(db, payment);
  } else {
    const verdict = await gateway.verify(input.authority, payment.amount);
    if (verdict.ok) {
      await settlePayment(db, payment, verdict.refId);
    } else if (verdict.unreachable) {
      console.error(`[payment] verify of payment ${payment.id} not possible:`, verdict.reason);
      countPayment(db, 'bank', 'unverified');
      return { kind: 'unavailable' };
    } else {
      console.warn(`[payment] payment ${payment.id} not verified:`, verdict.reason);
      await failPayment(db, payment);
    }
  }
  // Whichever callback won, the stored outcome is the answer.
  const settled = await findPayment(db, gateway.name, input.authority);
  return redirectTo(settled ?? payment, siteUrl);
}

async function findPayment(db: Executor, gateway: string, authority: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.authority, authority)))
    .limit(1);
  return row ?? null;
}

/** The order a payment is for, as its notifications name it (by id and kind); null for a top-up. */
async function paidOrder(
  tx: Executor,
  payment: PaymentRow,
): Promise<{ id: number; kind: OrderKind } | null> {
  if (payment.orderId === null) return null;
  const [order] = await tx
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  return order ?? { id: payment.orderId, kind: 'order' };
}

/** pending → failed once (a replay finds it failed already), and the customer is told once. */
async function failPayment(db: Database, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!won) return;
    countPayment(tx, 'bank', 'failed');
    await notifyPaymentFailed(tx, {
      customerId: payment.customerId,
      amount: payment.amount,
      order: await paidOrder(tx, payment),
    });
  });
}

/**
 * The bank confirmed the money. In one transaction: the payment moves
 * pending → paid (only one caller gets the row), then a top-up is credited
 * (credit_transactions.payment_id is unique besides), or the order is marked
 * paid if it still takes exactly this amount; an order that was canceled,
 * finished, paid some other way or repriced meanwhile gets the money as
 * account credit instead, and the payment is marked refunded.
 */
async function settlePayment(db: Database, payment: PaymentRow, refId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 'paid', refId: refId || null, verifiedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (!won) return;
    countPayment(tx, 'bank', 'paid');

    if (payment.paymentFor === 'buy_customer_credit') {
      const credited = await changeCredit(tx, {
        customerId: payment.customerId,
        amount: payment.amount,
        kind: 'top_up',
        paymentId: payment.id,
        description: paymentMessages.topUpLedger,
      });
      if (!credited)
        throw new Error(`top-up ${payment.id}: customer ${payment.customerId} missing`);
      await notifyPaymentPaid(tx, {
        customerId: payment.customerId,
        amount: payment.amount,
        order: null,
      });
      return;
    }

    const orderId = payment.orderId;
    if (orderId === null) throw new Error(`order payment ${payment.id} has no order`);
    const [paid] = await tx
      .update(orders)
      .set({ isPaid: true, paymentType: 'card', updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.isPaid, false),
          eq(orders.price, payment.amount),
          notInArray(orders.status, [...CLOSED_ORDER_STATUSES]),
        ),
      )
      .returning({ id: orders.id });
    const order = await paidOrder(tx, payment);
    const settled = { customerId: payment.customerId, amount: payment.amount };
    if (paid) {
      await notifyPaymentPaid(tx, { ...settled, order });
      return;
    }

    const refunded = await changeCredit(tx, {
      customerId: payment.customerId,
      amount: payment.amount,
      kind: 'refund',
      orderId,
      paymentId: payment.id,
      description: fillMessage(paymentMessages.refundLedger, { number: orderId }),
    });
    if (!refunded)
      throw new Error(`refund of ${payment.id}: customer ${payment.customerId} missing`);
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    if (order) await notifyPaymentRefunded(tx, { ...settled, order });
  });
}

/**
 * The page the customer lands on: the stored success or failure address, with
 * fromOrder={id} for an order (isCharging=true for a top-up), and
 * credited=true when an order's money went to account credit.
 */
function redirectTo(payment: PaymentRow, siteUrl: string): CallbackOutcome {
  const query: Record<string, string> =
    payment.paymentFor === 'buy_customer_credit'
      ? { isCharging: 'true' }
      : { fromOrder: String(payment.orderId) };
  if (payment.status === 'refunded') query.credited = 'true';
  const stored = payment.status === 'paid' ? payment.successUrl : payment.failUrl;
  return { kind: 'redirect', location: returnAddress(stored, siteUrl, query) };
}
