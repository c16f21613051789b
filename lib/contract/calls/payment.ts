import { customerIdParams } from '@/lib/contract/customer';
import { orderIdParams } from '@/lib/contract/order';
import {
  creditPayment,
  orderPaymentBody,
  paymentCallbackParams,
  paymentCallbackQuery,
  paymentCreateBody,
  paymentStart,
  sandboxAuthorityParams,
  sandboxBankTransaction,
  transactions,
} from '@/lib/contract/payment';
import { defineCall } from './define-call';
/** The payment calls: method, path and schemas, for the server that mounts them and the clients that send them. */
export const paymentCalls = {
  /** The sandbox bank page's pay button; the handler reads the authority itself, to answer a page. */
  sandboxPay: defineCall({
    method: 'post',
    path: '/v1/payment/sandbox/:authority/pay',
    raw: {
      303: 'To the shop’s callback, with the authority and the outcome',
      404: 'An unknown authority: a Persian page for a browser, else the v1 failure envelope',
    },
  }),
  /** The sandbox bank page's cancel button. */
  sandboxCancel: defineCall({
    method: 'post',
    path: '/v1/payment/sandbox/:authority/cancel',
    raw: {
      303: 'To the shop’s callback, with the authority and the outcome',
      404: 'An unknown authority: a Persian page for a browser, else the v1 failure envelope',
    },
  }),
  payOrder: defineCall({
    method: 'post',
    path: '/v1/order/:id/payment/create',
    params: orderIdParams,
    body: orderPaymentBody,
    response: paymentStart,
  }),
  payOrderByCredit: defineCall({
    method: 'post',
    path: '/v1/order/:id/payment/credit',
    params: orderIdParams,
    response: creditPayment,
  }),
  create: defineCall({
    method: 'post',
    path: '/v1/payment/create',
    body: paymentCreateBody,
    response: paymentStart,
  }),
  transactions: defineCall({
    method: 'get',
    path: '/v1/customer/:id/transactions',
    params: customerIdParams,
    response: transactions,
  }),
  callback: defineCall({
    method: 'get',
    path: '/v1/payment/callback/:gateway',
    params: paymentCallbackParams,
    query: paymentCallbackQuery,
    raw: {
      303: 'To the return page the payment was started with',
      404: 'An unknown authority: a Persian page for a browser',
      503: 'The bank could not be asked: a Persian page with a retry',
    },
  }),
  sandboxTransaction: defineCall({
    method: 'get',
    path: '/v1/payment/sandbox/:authority',
    params: sandboxAuthorityParams,
    response: sandboxBankTransaction,
  }),
};
