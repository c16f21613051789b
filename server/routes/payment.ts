/**
 * Card payments, account credit and the built-in sandbox bank (spec §7
 * "Orders and payment"). v1 envelope; customer answers `private, no-store`.
 *
 * | Call | body | data |
 * |---|---|---|
 * | POST /api/v1/order/{id}/payment/create | {success_url, fail_url, user?, customer?} | PaymentStart |
 * | POST /api/v1/order/{id}/payment/credit | — | {order_id, credit} |
 * | POST /api/v1/payment/create | {price, success_url, fail_url, customer, orderId?, user?, payment_for} | PaymentStart |
 * | GET  /api/v1/customer/{id}/transactions | — | {transactions, credit} |
 * | GET  /api/v1/payment/callback/{gateway}?Authority&Status | — | 303 to the return page |
 * | GET  /api/v1/payment/sandbox/{authority} | — | the sandbox bank's transaction (sandbox only) |
 * | POST /api/v1/payment/sandbox/{authority}/pay \| cancel | — | 303 to the callback (sandbox only) |
 *
 * - Customer tokens only for the first four (none 401, guest or staff 403);
 *   another customer's order or id answers 404 and nothing is written.
 * - Amounts come from the database (the order's price), never from the client;
 *   return addresses must be pages of the shop (SITE_URL's origin).
 * - The callback trusts nothing it is sent: see services/payment/callback.ts.
 *   An unknown authority answers 404 (a Persian page for a browser) and
 *   changes nothing; a bank that can't be asked answers 503 and the payment
 *   stays open for the next try.
 * - The sandbox bank's calls exist only while PAYMENT_PROVIDER is sandbox (the
 *   default); the bank page /bank/sandbox/{authority} posts to them.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { orderIdParams } from '@/lib/contract/order';
import {
  authority,
  orderPaymentBody,
  paymentCallbackParams,
  paymentCallbackQuery,
  paymentCreateBody,
  sandboxAuthorityParams,
} from '@/lib/contract/payment';
import { ApiError } from '@/server/http/api-error';
import type { AppEnv } from '@/server/http/context';
import { ok } from '@/server/http/envelope';
import { requireCustomer } from '@/server/http/require-caller';
import { parseJson, parseParams, parseQuery } from '@/server/http/validate';
import {
  gatewayForCallback,
  paymentGatewayFor,
  paymentProviderName,
  paymentSiteUrl,
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
import { ownCustomerIdFromPath, privateNoStore } from './customer';
import { noStore } from './no-store';
import { paymentFailurePage } from './payment-page';

const deps = (c: Context<AppEnv>) => ({
  gateway: paymentGatewayFor(c.var.db),
  siteUrl: paymentSiteUrl(),
});

/** A browser leaving for its return page: the address held the authority, so it is not passed on. */
function redirectBrowser(c: Context<AppEnv>, location: string) {
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(location, 303);
}

export const paymentRoutes = new Hono<AppEnv>();

paymentRoutes.post('/v1/order/:id/payment/create', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const { id } = parseParams(c, orderIdParams);
  const body = await parseJson(c, orderPaymentBody);
  const start = await startOrderPayment(c.var.db, deps(c), { customerId, orderId: id, body });
  return ok(c, start, paymentMessages.created);
});

paymentRoutes.post('/v1/order/:id/payment/credit', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const { id } = parseParams(c, orderIdParams);
  return ok(c, await payOrderWithCredit(c.var.db, customerId, id), paymentMessages.paidByCredit);
});

paymentRoutes.post('/v1/payment/create', privateNoStore, async (c) => {
  const { customerId } = await requireCustomer(c);
  const body = await parseJson(c, paymentCreateBody);
  return ok(
    c,
    await startTopUp(c.var.db, deps(c), { customerId, body }),
    paymentMessages.topUpCreated,
  );
});

paymentRoutes.get('/v1/customer/:id/transactions', privateNoStore, async (c) => {
  const id = await ownCustomerIdFromPath(c);
  return ok(c, await listTransactions(c.var.db, id), paymentMessages.transactionsListed);
});

paymentRoutes.get('/v1/payment/callback/:gateway', noStore, async (c) => {
  const { gateway } = parseParams(c, paymentCallbackParams);
  const query = parseQuery(c, paymentCallbackQuery);
  const given = authority.safeParse(query.Authority);
  const outcome = await handlePaymentCallback(
    c.var.db,
    gatewayForCallback(c.var.db, gateway),
    paymentSiteUrl(),
    { authority: given.success ? given.data : undefined, status: query.Status },
  );
  if (outcome.kind === 'redirect') return redirectBrowser(c, outcome.location);
  const home = { href: `${paymentSiteUrl()}/`, label: paymentMessages.backToShop };
  if (outcome.kind === 'unavailable') {
    // The public address, not the one a proxy in front handed on.
    const { pathname, search } = new URL(c.req.url);
    const retry = { href: `${paymentSiteUrl()}${pathname}${search}`, label: paymentMessages.retry };
    return paymentFailurePage(
      c,
      503,
      paymentMessages.callbackUnavailableTitle,
      paymentMessages.callbackUnavailable,
      [retry, home],
    );
  }
  return paymentFailurePage(
    c,
    404,
    paymentMessages.callbackNotFoundTitle,
    paymentMessages.callbackNotFound,
    [home],
  );
});

export function sandboxBankIsActive(env: NodeJS.ProcessEnv = process.env): boolean {
  return paymentProviderName(env) === 'sandbox';
}

export const sandboxBankRoutes = new Hono<AppEnv>();

sandboxBankRoutes.get('/v1/payment/sandbox/:authority', noStore, async (c) => {
  const { authority: given } = parseParams(c, sandboxAuthorityParams);
  const transaction = await sandboxTransactionView(c.var.db, given);
  if (!transaction) throw ApiError.notFound(paymentMessages.sandboxNotFound);
  return ok(c, transaction);
});

async function finish(c: Context<AppEnv>, outcome: SandboxOutcome) {
  const given = authority.safeParse(c.req.param('authority'));
  const location = given.success ? await finishSandboxPayment(c.var.db, given.data, outcome) : null;
  if (location) return redirectBrowser(c, location);
  const home = { href: `${paymentSiteUrl()}/`, label: paymentMessages.backToShop };
  return paymentFailurePage(
    c,
    404,
    paymentMessages.callbackNotFoundTitle,
    paymentMessages.sandboxNotFound,
    [home],
  );
}

sandboxBankRoutes.post('/v1/payment/sandbox/:authority/pay', noStore, (c) => finish(c, 'paid'));
sandboxBankRoutes.post('/v1/payment/sandbox/:authority/cancel', noStore, (c) =>
  finish(c, 'canceled'),
);
