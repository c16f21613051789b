import * as c from '@/lib/contract/payment';
import type { Operation } from './operation';

const tag = 'payment';

export const paymentOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/order/:id/payment/create',
    tag,
    auth: 'customer',
    summary:
      "Start a card payment of the caller's order for its stored price; a staff-created order needs its creator's user id and its customer id; returns the gateway address",
    body: c.orderPaymentBody,
    response: c.paymentStart,
  },
  {
    method: 'post',
    path: '/api/v1/order/:id/payment/credit',
    tag,
    auth: 'customer',
    summary:
      "Pay the caller's order from account credit; 400 when the credit does not cover it (credit never goes below zero)",
    response: c.creditPayment,
  },
  {
    method: 'post',
    path: '/api/v1/payment/create',
    tag,
    auth: 'customer',
    summary:
      "Start a credit top-up (payment_for buy_customer_credit, price default 10000) for the caller's own customer id; returns the gateway address",
    body: c.paymentCreateBody,
    response: c.paymentStart,
  },
  {
    method: 'get',
    path: '/api/v1/customer/:id/transactions',
    tag,
    auth: 'customer',
    summary: "The caller's account-credit ledger, newest first (at most 100), and the credit",
    response: c.transactions,
  },
  {
    method: 'get',
    path: '/api/v1/payment/callback/:gateway',
    tag,
    chosen: true,
    summary:
      'Where the bank returns the browser (Authority, Status); verified with the bank for the stored amount, settled once, then 303 to the return page',
    query: c.paymentCallbackQuery,
  },
  {
    method: 'get',
    path: '/api/v1/payment/sandbox/:authority',
    tag,
    chosen: true,
    summary:
      "The built-in sandbox bank's transaction for its page; exists only while PAYMENT_PROVIDER is sandbox",
    response: c.sandboxBankTransaction,
  },
  {
    method: 'post',
    path: '/api/v1/payment/sandbox/:authority/pay',
    tag,
    chosen: true,
    summary:
      'The sandbox bank page’s pay button: records the payment once, then 303 to the callback; sandbox only',
  },
  {
    method: 'post',
    path: '/api/v1/payment/sandbox/:authority/cancel',
    tag,
    chosen: true,
    summary:
      'The sandbox bank page’s cancel button: records the cancel once, then 303 to the callback; sandbox only',
  },
];
