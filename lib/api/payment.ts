import type { z } from 'zod';
import { paymentCalls } from '@/lib/contract/calls/payment';
import type {
  creditPayment,
  orderPaymentBody,
  PaymentStart,
  paymentCreateBody,
  Transactions,
} from '@/lib/contract/payment';
import { type ApiResult, receive, send } from './client';

export type OrderPaymentPayload = z.input<typeof orderPaymentBody>;
export type TopUpPayload = z.input<typeof paymentCreateBody>;
export type CreditPayment = z.infer<typeof creditPayment>;

/** The gateway address for an order's card payment. */
export function startOrderPayment(
  orderId: number,
  body: OrderPaymentPayload,
): Promise<ApiResult<PaymentStart>> {
  return send(paymentCalls.payOrder, { params: { id: orderId }, body });
}

/** Pays the order from the account credit; answers the credit left. */
export function payOrderFromCredit(orderId: number): Promise<ApiResult<CreditPayment>> {
  return send(paymentCalls.payOrderByCredit, { params: { id: orderId } });
}

/** The gateway address for a credit top-up (payment_for 'buy_customer_credit'). */
export function startTopUp(body: TopUpPayload): Promise<ApiResult<PaymentStart>> {
  return send(paymentCalls.create, { body });
}

export function fetchTransactions(customerId: number, signal?: AbortSignal): Promise<Transactions> {
  return receive(paymentCalls.transactions, { params: { id: customerId } }, { signal });
}
