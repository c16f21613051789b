import type { z } from 'zod';
import {
  creditPayment,
  type orderPaymentBody,
  type PaymentStart,
  type paymentCreateBody,
  paymentStart,
  type Transactions,
  transactions,
} from '@/lib/contract/payment';
import { type ApiResult, apiCall, apiGet } from './client';

export type OrderPaymentPayload = z.input<typeof orderPaymentBody>;
export type TopUpPayload = z.input<typeof paymentCreateBody>;
export type CreditPayment = z.infer<typeof creditPayment>;

/** The gateway address for an order's card payment. */
export function startOrderPayment(
  orderId: number,
  body: OrderPaymentPayload,
): Promise<ApiResult<PaymentStart>> {
  return apiCall('post', `/api/v1/order/${orderId}/payment/create`, paymentStart, { json: body });
}

/** Pays the order from the account credit; answers the credit left. */
export function payOrderFromCredit(orderId: number): Promise<ApiResult<CreditPayment>> {
  return apiCall('post', `/api/v1/order/${orderId}/payment/credit`, creditPayment);
}

/** The gateway address for a credit top-up (payment_for 'buy_customer_credit'). */
export function startTopUp(body: TopUpPayload): Promise<ApiResult<PaymentStart>> {
  return apiCall('post', '/api/v1/payment/create', paymentStart, { json: body });
}

export function fetchTransactions(customerId: number, signal?: AbortSignal): Promise<Transactions> {
  return apiGet(`/api/v1/customer/${customerId}/transactions`, transactions, { signal });
}
