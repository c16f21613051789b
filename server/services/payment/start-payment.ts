import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderPaymentBody, PaymentStart, paymentCreateBody } from '@/lib/contract/payment';
import type { Database } from '@/server/db/database';
import { customers, orders, payments } from '@/server/db/schema';
import { ApiError } from '@/server/errors/api-error';
import { fillMessage } from '@/server/errors/fill-message';
import { GatewayRequestError, type PaymentGateway } from '@/server/integrations/payment';
import { enforceRateLimit, type RateRule } from '@/server/services/rate-limit/limits';
import { paymentMessages } from './messages';
import { paymentRefusal } from './payable';
import { acceptReturnUrl } from './return-url';

/**
 * Each start writes a payment row (and asks the bank for a transaction): a
 * customer gets 30 every 10 minutes, far beyond any real checkout.
 */
export const PAYMENT_START_RULE: RateRule = {
  name: 'pay-start',
  limit: 30,
  windowSeconds: 10 * 60,
  // A load guard, not a secret's: checkout goes on while Redis is out of reach.
  whenRedisDown: 'database',
};

/** The gateway in use (null when PAYMENT_PROVIDER names none) and the shop's origin. */
export type PaymentDeps = { gateway: PaymentGateway | null; siteUrl: string };

type ReturnUrls = { success_url: string; fail_url: string };

type NewPayment = {
  customerId: number;
  orderId: number | null;
  paidByUserId: number | null;
  paymentFor: 'order' | 'buy_customer_credit';
  amount: number;
  description: string;
  urls: { successUrl: string; failUrl: string };
};

/** Both return addresses on the shop's own origin, or a 400 naming the one that is not. */
function checkedReturnUrls(body: ReturnUrls, siteUrl: string) {
  const successUrl = acceptReturnUrl(body.success_url, siteUrl);
  const failUrl = acceptReturnUrl(body.fail_url, siteUrl);
  const errors: Record<string, string[]> = {};
  if (successUrl === null) errors.success_url = [paymentMessages.returnUrlInvalid];
  if (failUrl === null) errors.fail_url = [paymentMessages.returnUrlInvalid];
  if (successUrl === null || failUrl === null) {
    throw ApiError.badRequest(paymentMessages.returnUrlInvalid, errors);
  }
  return { successUrl, failUrl };
}

/**
 * Asks the gateway for a transaction and records the pending payment with the
 * amount the bank was asked for: the callback verifies against this row, never
 * against anything the browser brings back.
 */
async function openPayment(
  db: Database,
  deps: PaymentDeps,
  payment: NewPayment,
): Promise<PaymentStart> {
  const { gateway } = deps;
  if (!gateway) throw new ApiError(503, paymentMessages.gatewayUnavailable);
  await enforceRateLimit(db, PAYMENT_START_RULE, String(payment.customerId), (seconds) =>
    fillMessage(paymentMessages.startLimit, { minutes: Math.ceil(seconds / 60) }),
  );
  const [customer] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, payment.customerId));
  const callbackUrl = `${deps.siteUrl}/api/v1/payment/callback/${gateway.name}`;
  const start = await gateway
    .request(payment.amount, callbackUrl, payment.description, customer?.mobile)
    .catch((error: unknown) => {
      if (!(error instanceof GatewayRequestError)) throw error;
      console.error('[payment] the gateway refused a request:', error.message);
      throw new ApiError(503, paymentMessages.gatewayUnavailable);
    });
  const [row] = await db
    .insert(payments)
    .values({
      customerId: payment.customerId,
      orderId: payment.orderId,
      paidByUserId: payment.paidByUserId,
      paymentFor: payment.paymentFor,
      amount: payment.amount,
      gateway: gateway.name,
      authority: start.authority,
      successUrl: payment.urls.successUrl,
      failUrl: payment.urls.failUrl,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned nothing');
  return { payment_id: row.id, payment_url: start.paymentUrl, amount: payment.amount };
}

/**
 * POST /api/v1/order/{id}/payment/create: the order's price as the database
 * holds it goes to the gateway. Another customer's order is 404. A
 * staff-created order is paid with the creating user's id and the order
 * customer's id (spec 6), which must match the order.
 */
export async function startOrderPayment(
  db: Database,
  deps: PaymentDeps,
  input: { customerId: number; orderId: number; body: z.output<typeof orderPaymentBody> },
): Promise<PaymentStart> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)));
  if (!order) throw ApiError.notFound();
  const { body } = input;
  if (order.submitBy === 'panel') {
    if (body.user !== order.createdByUserId || body.customer !== order.customerId) {
      throw ApiError.badRequest(paymentMessages.staffIdentity);
    }
  } else if (body.customer !== undefined && body.customer !== order.customerId) {
    throw ApiError.badRequest(paymentMessages.customerMismatch);
  }
  const refusal = paymentRefusal(order);
  if (refusal) throw ApiError.badRequest(refusal);
  const urls = checkedReturnUrls(body, deps.siteUrl);
  return openPayment(db, deps, {
    customerId: order.customerId,
    orderId: order.id,
    paidByUserId: order.submitBy === 'panel' ? order.createdByUserId : null,
    paymentFor: 'order',
    amount: order.price,
    description: fillMessage(paymentMessages.orderDescription, { code: order.trackingCode }),
    urls,
  });
}

/**
 * POST /api/v1/payment/create with payment_for 'buy_customer_credit': a credit
 * top-up of `price` Toman for the caller. Another customer's id, or another
 * customer's order as orderId, is 404.
 */
export async function startTopUp(
  db: Database,
  deps: PaymentDeps,
  input: { customerId: number; body: z.output<typeof paymentCreateBody> },
): Promise<PaymentStart> {
  const { body } = input;
  if (body.customer !== input.customerId) throw ApiError.notFound();
  if (body.orderId !== undefined) {
    // The checkout tops up for an order it is about to pay; the order only has to be the caller's.
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, body.orderId), eq(orders.customerId, input.customerId)));
    if (!order) throw ApiError.notFound();
  }
  const urls = checkedReturnUrls(body, deps.siteUrl);
  return openPayment(db, deps, {
    customerId: input.customerId,
    orderId: null,
    paidByUserId: null,
    paymentFor: 'buy_customer_credit',
    amount: body.price,
    description: paymentMessages.topUpDescription,
    urls,
  });
}
