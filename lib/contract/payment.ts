import { z } from 'zod';
import { CREDIT_TOP_UP_DEFAULT } from '@/lib/constants';

/**
 * Where the bank sends the customer back. Only addresses on the shop's own
 * origin (or paths) are accepted, so a payment can't be used as an open redirect.
 */
export const returnUrl = z.string().trim().min(1).max(500);

/** POST /api/v1/order/{id}/payment/create {success_url, fail_url}; a staff-created order also sends user and customer (spec 6). */
export const orderPaymentBody = z.object({
  success_url: returnUrl,
  fail_url: returnUrl,
  user: z.coerce.number().int().positive().optional(),
  customer: z.coerce.number().int().positive().optional(),
});

/** The gateway address to send the customer to. */
export const paymentStart = z.object({
  payment_id: z.number().int(),
  payment_url: z.string(),
  amount: z.number().int(),
});
export type PaymentStart = z.infer<typeof paymentStart>;

/** POST /api/v1/payment/create: today only payment_for 'buy_customer_credit' (a top-up). */
export const paymentCreateBody = z.object({
  user: z.coerce.number().int().positive().optional(),
  price: z.coerce.number().int().min(1000).max(500_000_000).default(CREDIT_TOP_UP_DEFAULT),
  success_url: returnUrl,
  fail_url: returnUrl,
  customer: z.coerce.number().int().positive(),
  orderId: z.coerce.number().int().positive().optional(),
  payment_for: z.literal('buy_customer_credit'),
});

export const transaction = z.object({
  id: z.number().int(),
  /** Positive adds to the credit, negative spends it. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(['top_up', 'order_payment', 'refund', 'gift']),
  description: z.string(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Transaction = z.infer<typeof transaction>;

/** GET /api/v1/customer/{id}/transactions: spec 3's transactions and credit, newest first. */
export const transactions = z.object({
  transactions: z.array(transaction),
  credit: z.number().int(),
});
export type Transactions = z.infer<typeof transactions>;

/** POST /api/v1/order/{id}/payment/credit: the order paid from account credit. */
export const creditPayment = z.object({ order_id: z.number().int(), credit: z.number().int() });
