import { z } from 'zod';
import { CREDIT_TOP_UP_DEFAULT } from '@/lib/constants';
import { blankable, blankOr } from './common';

/**
 * Where the bank sends the customer back. Only addresses on the shop's own
 * origin (or paths) are accepted, so a payment can't be used as an open redirect.
 */
export const returnUrl = z.string().trim().min(1).max(500);

/** POST /api/v1/order/{id}/payment/create {success_url, fail_url}; a staff-created order also sends user and customer (spec 6). */
export const orderPaymentBody = z.object({
  success_url: returnUrl,
  fail_url: returnUrl,
  user: blankable(z.coerce.number().int().positive()),
  customer: blankable(z.coerce.number().int().positive()),
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
  user: blankable(z.coerce.number().int().positive()),
  price: blankOr(z.coerce.number().int().min(1000).max(500_000_000), CREDIT_TOP_UP_DEFAULT),
  success_url: returnUrl,
  fail_url: returnUrl,
  customer: z.coerce.number().int().positive(),
  orderId: blankable(z.coerce.number().int().positive()),
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

/** Authorities are short tokens of letters, digits, '-' and '_' at every gateway the shop uses. */
export const authority = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/v1/payment/callback/{gateway}?Authority&Status: where the bank sends the browser back. */
export const paymentCallbackQuery = z.object({
  Authority: z.string().max(200).optional(),
  Status: z.string().max(20).optional(),
});

export const paymentCallbackParams = z.object({ gateway: z.string().max(32) });

export const sandboxAuthorityParams = z.object({ authority });

/** GET /api/v1/payment/sandbox/{authority}: what the built-in bank page shows. */
export const sandboxBankTransaction = z.object({
  authority: z.string(),
  /** Toman. */
  amount: z.number().int(),
  description: z.string(),
  status: z.enum(['pending', 'paid', 'canceled']),
  /** Back to the shop with this transaction's outcome; null while it is pending. */
  return_url: z.string().nullable(),
});
export type SandboxBankTransaction = z.infer<typeof sandboxBankTransaction>;
