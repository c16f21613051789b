/**
 * Card payments, account credit and the built-in sandbox bank (spec §7
 * "Orders and payment"). Amounts come from the database (the order's price),
 * never from the client; return addresses must be pages of the shop (its
 * public origin). The callback trusts nothing it is sent: see
 * services/payment/callback.ts.
 */
import type { Context } from 'hono';
import { paymentCalls } from '@/lib/contract/calls/payment';
import { authority } from '@/lib/contract/payment';
import { ApiError } from '@/server/errors/api-error';
import { type Call, jsonCall, rawCall } from '@/server/http/call';
import type { AppEnv } from '@/server/http/context';
import { repeatSafe } from '@/server/http/idempotency/describe';
import {
  gatewayForCallback,
  paymentGatewayFor,
  paymentProviderName,
} from '@/server/integrations/payment';
import type { SandboxOutcome } from '@/server/integrations/payment/sandbox';
import { handlePaymentCallback } from '@/server/services/payment/callback';
import { payOrderWithCredit } from '@/server/services/payment/credit-payment';
import { paymentMessages } from '@/server/services/payment/messages';
import {
  finishSandboxPayment,
  sandboxTransactionView,
} from '@/server/services/payment/sandbox-bank';
import { startOrderPayment, startTopUp } from '@/server/services/payment/start-payment';
import { listTransactions } from '@/server/services/payment/transactions';
import { requestOrigin } from '@/server/site/request-origin';
import { paymentFailurePage } from './payment-page';

/**
 * The bank and the return pages are on the origin the customer is using, so
 * the browser, and its session, come back to the same address.
 */
function deps(c: Context<AppEnv>) {
  const siteUrl = requestOrigin(c.req.raw);
  return { gateway: paymentGatewayFor(c.var.db, siteUrl), siteUrl };
}

/** A browser leaving for its return page: the address held the authority, so it is not passed on. */
function redirectBrowser(c: Context<AppEnv>, location: string) {
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 303);
}

export function sandboxBankIsActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return paymentProviderName(env) === 'sandbox';
}

const backHome = (c: Context<AppEnv>) => ({
  href: `${requestOrigin(c.req.raw)}/`,
  label: paymentMessages.backToShop,
});

async function finishSandbox(c: Context<AppEnv>, outcome: SandboxOutcome) {
  const given = authority.safeParse(c.req.param('authority'));
  const location = given.success ? await finishSandboxPayment(c.var.db, given.data, outcome) : null;
  if (location) return redirectBrowser(c, location);
  return paymentFailurePage(
    c,
    404,
    paymentMessages.callbackNotFoundTitle,
    paymentMessages.sandboxNotFound,
    [backHome(c)],
  );
}

/** The sandbox bank page's two buttons: each records its outcome once, then sends the browser to the callback. */
function sandboxButton(button: 'pay' | 'cancel', outcome: SandboxOutcome): Call {
  const contract = button === 'pay' ? paymentCalls.sandboxPay : paymentCalls.sandboxCancel;
  return rawCall(contract, {
    access: 'none',
    cache: 'no-store',
    tag: 'payment',
    chosen: true,
    mountedWhen: sandboxBankIsActive,
    summary: `The sandbox bank page’s ${button} button: records the ${outcome === 'paid' ? 'payment' : 'cancel'} once, then 303 to the callback; sandbox only`,
    handler: ({ c }) => finishSandbox(c, outcome),
  });
}

export const paymentRoutes: Call[] = [
  jsonCall(paymentCalls.payOrder, {
    access: 'customer',
    tag: 'payment',
    idempotent: true,
    summary:
      "Start a card payment of the caller's order for its stored price; a staff-created order needs its creator's user id and its customer id; returns the gateway address",
    description: `Another customer’s order answers 404 and nothing is written. A gateway that can’t be asked answers 503. A retry after a failed or abandoned payment is a new start under a new key (a new payment row and bank transaction). ${repeatSafe('the first payment (same payment_id and gateway address): one payment row, one bank transaction')}`,
    handler: async ({ c, db, caller, params, body }) => ({
      data: await startOrderPayment(db, deps(c), {
        customerId: caller.customerId,
        orderId: params.id,
        body,
      }),
      msg: paymentMessages.created,
    }),
  }),
  jsonCall(paymentCalls.payOrderByCredit, {
    access: 'customer',
    tag: 'payment',
    idempotent: true,
    summary:
      "Pay the caller's order from account credit; 400 when the credit does not cover it (credit never goes below zero)",
    description: `The order row is locked for the whole payment, so a card callback or a second click waits and then finds it paid (a 400 without a key). ${repeatSafe('the first payment’s order_id and credit: the credit is spent once')}`,
    handler: async ({ db, caller, params }) => ({
      data: await payOrderWithCredit(db, caller.customerId, params.id),
      msg: paymentMessages.paidByCredit,
    }),
  }),
  jsonCall(paymentCalls.create, {
    access: 'customer',
    tag: 'payment',
    idempotent: true,
    summary:
      "Start a credit top-up (payment_for buy_customer_credit, price default 10000) for the caller's own customer id; returns the gateway address",
    description: `The amount is the body’s price; customer must be the caller’s own id (else 404), orderId one of the caller’s orders. ${repeatSafe('the first top-up (same payment_id and gateway address): one payment row, one bank transaction')}`,
    handler: async ({ c, db, caller, body }) => ({
      data: await startTopUp(db, deps(c), { customerId: caller.customerId, body }),
      msg: paymentMessages.topUpCreated,
    }),
  }),
  jsonCall(paymentCalls.transactions, {
    access: 'customer',
    owner: 'id',
    tag: 'payment',
    summary: "The caller's account-credit ledger, newest first (at most 100), and the credit",
    handler: async ({ db, params }) => ({
      data: await listTransactions(db, params.id),
      msg: paymentMessages.transactionsListed,
    }),
  }),
  rawCall(paymentCalls.callback, {
    access: 'none',
    cache: 'no-store',
    tag: 'payment',
    chosen: true,
    summary:
      'Where the bank returns the browser (Authority, Status); verified with the bank for the stored amount, settled once, then 303 to the return page',
    description:
      'An unknown authority answers 404 (a Persian page for a browser) and changes nothing; a bank that can’t be asked answers 503 and the payment stays open for the next try. Safe to repeat without a key: the bank’s authority is the natural key. Settling is one conditional UPDATE (pending → paid or failed) in the transaction of the credit, order and notification change, so any number of callbacks and browser returns, simultaneous or later, credit or mark paid once, notify once, and all redirect to the stored outcome.',
    handler: async ({ c, db, params, query }) => {
      const given = authority.safeParse(query.Authority);
      const siteUrl = requestOrigin(c.req.raw);
      const outcome = await handlePaymentCallback(
        db,
        gatewayForCallback(db, params.gateway, siteUrl),
        siteUrl,
        { authority: given.success ? given.data : undefined, status: query.Status },
      );
      if (outcome.kind === 'redirect') return redirectBrowser(c, outcome.location);
      if (outcome.kind === 'unavailable') {
        // The public address, not the one a proxy in front handed on.
        const { pathname, search } = new URL(c.req.url);
        const retry = {
          href: `${siteUrl}${pathname}${search}`,
          label: paymentMessages.retry,
        };
        return paymentFailurePage(
          c,
          503,
          paymentMessages.callbackUnavailableTitle,
          paymentMessages.callbackUnavailable,
          [retry, backHome(c)],
        );
      }
      return paymentFailurePage(
        c,
        404,
        paymentMessages.callbackNotFoundTitle,
        paymentMessages.callbackNotFound,
        [backHome(c)],
      );
    },
  }),
  jsonCall(paymentCalls.sandboxTransaction, {
    access: 'none',
    cache: 'no-store',
    tag: 'payment',
    chosen: true,
    mountedWhen: sandboxBankIsActive,
    summary:
      "The built-in sandbox bank's transaction for its page; exists only while PAYMENT_PROVIDER is sandbox",
    handler: async ({ db, params }) => {
      const transaction = await sandboxTransactionView(db, params.authority);
      if (!transaction) throw ApiError.notFound(paymentMessages.sandboxNotFound);
      return { data: transaction };
    },
  }),
  sandboxButton('pay', 'paid'),
  sandboxButton('cancel', 'canceled'),
];
