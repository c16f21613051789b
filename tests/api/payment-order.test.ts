import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStart, sandboxBankTransaction } from '@/lib/contract/payment';
import { toPersianDigits } from '@/lib/format/digits';
import { orders, payments, sandboxBankTransactions } from '@/server/db/schema';
import {
  authorityOf,
  creditOf,
  insertOrder,
  ledgerOf,
  locationOf,
  orderRow,
  pathOf,
  paymentRow,
  sandboxRow,
  staffUserId,
} from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertPeopleFixture,
  msgOf,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
  staffId = await staffUserId(t.db);
});
afterAll(async () => t.close());

const A = PEOPLE_TOKENS.customerA;
const B = PEOPLE_TOKENS.customerB;
const SITE = 'http://localhost:3000';
const URLS = { success_url: '/paid-order', fail_url: '/failed-payment' };

const create = (orderId: number, body: unknown = URLS, token: string = A) =>
  t.call('POST', `/api/v1/order/${orderId}/payment/create`, { token, body });
const start = async (orderId: number, body: unknown = URLS) =>
  okData(await create(orderId, body), paymentStart);
const bank = (authority: string, action: 'pay' | 'cancel') =>
  t.call('POST', `/api/v1/payment/sandbox/${authority}/${action}`);
const follow = (location: string, headers: Record<string, string> = {}) =>
  t.call('GET', pathOf(location), { headers });

async function paymentCount() {
  const [row] = await t.db.select({ n: count() }).from(payments);
  return row?.n ?? 0;
}

/** Pays (or cancels) at the sandbox bank and follows the bank back to the shop. */
async function throughBank(paymentUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const callback = locationOf(await bank(authorityOf(paymentUrl), action));
  return locationOf(await follow(callback));
}

let orderA: number;
beforeEach(async () => {
  orderA = await insertOrder(t.db, { customerId: f.customer.a, price: 185_000 });
});

describe('POST /api/v1/order/{id}/payment/create', () => {
  it('needs a customer token', async () => {
    expectFailure(await create(orderA, URLS, ''), 401);
    expectFailure(await create(orderA, URLS, PEOPLE_TOKENS.guest), 403);
    expectFailure(await create(orderA, URLS, PEOPLE_TOKENS.staff), 403);
    expect(await paymentCount()).toBe(0);
  });

  it("answers 404 for another customer's order or one that does not exist, writing nothing", async () => {
    const before = await paymentCount();
    const res = await create(orderA, URLS, B);
    expectNotFound(res);
    expectPrivate(res);
    expectNotFound(await create(2_000_000, URLS));
    expect(await paymentCount()).toBe(before);
  });

  it('refuses bad input with Persian field errors', async () => {
    const before = await paymentCount();
    expectBadRequest(await create(orderA, {}), 'success_url', 'fail_url');
    expectBadRequest(await create(orderA, { ...URLS, success_url: 12 }), 'success_url');
    expectBadRequest(await create(orderA, { ...URLS, user: 'x' }), 'user');
    expectFailure(await create(orderA, '{"success_url":'), 400);
    const badId = await t.call('POST', '/api/v1/order/abc/payment/create', {
      token: A,
      body: URLS,
    });
    expectBadRequest(badId, 'id');
    expect(await paymentCount()).toBe(before);
  });

  it('accepts only return addresses on the shop itself', async () => {
    const before = await paymentCount();
    for (const bad of [
      'https://evil.example/paid',
      '//evil.example/paid',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://localhost:3001/paid-order',
      '/api/v1/payment/callback/sandbox?Authority=x&Status=OK',
      'paid-order',
    ]) {
      expectBadRequest(await create(orderA, { ...URLS, success_url: bad }), 'success_url');
      expectBadRequest(await create(orderA, { ...URLS, fail_url: bad }), 'fail_url');
    }
    expect(await paymentCount()).toBe(before);
    const ok = await start(orderA, {
      success_url: `${SITE}/paid-order?x=1`,
      fail_url: '/failed-payment',
    });
    const row = await paymentRow(t.db, ok.payment_id);
    expect(row.successUrl).toBe('/paid-order?x=1');
  });

  it("charges the order's stored price whatever the client sends", async () => {
    const res = await create(orderA, { ...URLS, amount: 1000, price: 1000 });
    expectPrivate(res);
    expect(msgOf(res)).toMatch(/[\u0600-\u06ff]/);
    const data = okData(res, paymentStart);
    expect(data.amount).toBe(185_000);
    expect(data.payment_url).toMatch(new RegExp(`^${SITE}/bank/sandbox/SB[0-9A-F]{32}$`));
    const row = await paymentRow(t.db, data.payment_id);
    expect(row).toMatchObject({
      customerId: f.customer.a,
      orderId: orderA,
      paymentFor: 'order',
      amount: 185_000,
      gateway: 'sandbox',
      authority: authorityOf(data.payment_url),
      status: 'pending',
      successUrl: '/paid-order',
      failUrl: '/failed-payment',
      paidByUserId: null,
    });
    const bankRow = await sandboxRow(t.db, authorityOf(data.payment_url));
    expect(bankRow).toMatchObject({ amount: 185_000, status: 'pending', mobile: '09121110001' });
    expect(bankRow.callbackUrl).toBe(`${SITE}/api/v1/payment/callback/sandbox`);
  });

  it('refuses paid, cash, canceled, finished and in-delivery orders with Persian reasons', async () => {
    const cases = [
      { isPaid: true },
      { paymentType: 'cash' as const },
      { status: 'canceled' as const },
      { status: 'cancel' as const },
      { status: 'completed' as const },
      { status: 'send' as const },
    ];
    const messages = new Set<string>();
    for (const spec of cases) {
      const id = await insertOrder(t.db, { customerId: f.customer.a, price: 50_000, ...spec });
      const before = await paymentCount();
      messages.add(expectBadRequest(await create(id)).msg);
      expect(await paymentCount()).toBe(before);
    }
    expect(messages.size).toBe(5);
    const free = await insertOrder(t.db, { customerId: f.customer.a, price: 0 });
    expectBadRequest(await create(free));
  });

  it("refuses a customer id that is not the order's", async () => {
    expectBadRequest(await create(orderA, { ...URLS, customer: f.customer.b }));
    okData(await create(orderA, { ...URLS, customer: f.customer.a }), paymentStart);
  });

  describe('a staff-created order (spec 6)', () => {
    let panelOrder: number;
    beforeEach(async () => {
      panelOrder = await insertOrder(t.db, {
        customerId: f.customer.a,
        price: 240_000,
        paymentType: 'cash',
        submitBy: 'panel',
        createdByUserId: staffId,
      });
    });

    it("needs the creating user's id and the order customer's id", async () => {
      const before = await paymentCount();
      expectBadRequest(await create(panelOrder));
      expectBadRequest(await create(panelOrder, { ...URLS, user: staffId }));
      expectBadRequest(await create(panelOrder, { ...URLS, customer: f.customer.a }));
      expectBadRequest(
        await create(panelOrder, { ...URLS, user: staffId + 1, customer: f.customer.a }),
      );
      expectBadRequest(
        await create(panelOrder, { ...URLS, user: staffId, customer: f.customer.b }),
      );
      expectNotFound(
        await create(panelOrder, { ...URLS, user: staffId, customer: f.customer.b }, B),
      );
      expect(await paymentCount()).toBe(before);
    });

    it('is paid with them, recorded as paid by the creating user, and returns to the order', async () => {
      const body = {
        success_url: `/order/${panelOrder}`,
        fail_url: `/order/${panelOrder}`,
        user: staffId,
        customer: f.customer.a,
      };
      const data = await start(panelOrder, body);
      expect((await paymentRow(t.db, data.payment_id)).paidByUserId).toBe(staffId);
      expect(await throughBank(data.payment_url)).toBe(
        `${SITE}/order/${panelOrder}?fromOrder=${panelOrder}`,
      );
      expect(await orderRow(t.db, panelOrder)).toMatchObject({ isPaid: true, paymentType: 'card' });
    });
  });
});

describe('the sandbox bank and the callback', () => {
  it('pays: the bank records it, the callback verifies it and the order is paid once', async () => {
    const data = await start(orderA);
    const authority = authorityOf(data.payment_url);
    const pending = okData(
      await t.call('GET', `/api/v1/payment/sandbox/${authority}`),
      sandboxBankTransaction,
    );
    expect(pending).toMatchObject({ amount: 185_000, status: 'pending', return_url: null });
    expect(pending.description).toContain(
      toPersianDigits((await orderRow(t.db, orderA)).trackingCode),
    );

    const payAnswer = await bank(authority, 'pay');
    const callback = locationOf(payAnswer);
    expect(callback).toBe(
      `${SITE}/api/v1/payment/callback/sandbox?Authority=${authority}&Status=OK`,
    );
    expect(payAnswer.headers.get('referrer-policy')).toBe('no-referrer');

    const back = await follow(callback);
    expect(locationOf(back)).toBe(`${SITE}/paid-order?fromOrder=${orderA}`);
    expect(back.headers.get('cache-control')).toBe('no-store');
    const row = await paymentRow(t.db, data.payment_id);
    expect(row.status).toBe('paid');
    expect(row.refId).toBe((await sandboxRow(t.db, authority)).refId);
    expect(row.verifiedAt).not.toBeNull();
    expect(await orderRow(t.db, orderA)).toMatchObject({ isPaid: true, paymentType: 'card' });

    // Replays and late presses change nothing and land on the same page.
    const creditBefore = await creditOf(t.db, f.customer.a);
    for (let i = 0; i < 3; i++) {
      expect(locationOf(await follow(callback))).toBe(`${SITE}/paid-order?fromOrder=${orderA}`);
    }
    expect(locationOf(await bank(authority, 'cancel'))).toBe(callback);
    expect(locationOf(await follow(callback.replace('Status=OK', 'Status=NOK')))).toBe(
      `${SITE}/paid-order?fromOrder=${orderA}`,
    );
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('paid');
    expect(await creditOf(t.db, f.customer.a)).toBe(creditBefore);
    const done = okData(
      await t.call('GET', `/api/v1/payment/sandbox/${authority}`),
      sandboxBankTransaction,
    );
    expect(done).toMatchObject({ status: 'paid', return_url: callback });
  });

  it('keeps the customer on the local address they opened the shop at, through the bank and back', async () => {
    const at = 'http://192.168.1.20:3918';
    const headers = { host: '192.168.1.20:3918' };
    const answer = await t.call('POST', `/api/v1/order/${orderA}/payment/create`, {
      token: A,
      body: URLS,
      headers,
    });
    const { payment_url } = okData(answer, paymentStart);
    expect(payment_url).toMatch(new RegExp(`^${at}/bank/sandbox/SB[0-9A-F]{32}$`));
    const callback = locationOf(
      await t.call('POST', `/api/v1/payment/sandbox/${authorityOf(payment_url)}/pay`, { headers }),
    );
    expect(callback.startsWith(`${at}/api/v1/payment/callback/sandbox?`)).toBe(true);
    expect(locationOf(await follow(callback, headers))).toBe(
      `${at}/paid-order?fromOrder=${orderA}`,
    );
  });

  it('never hands out a public name a request claims to come to: the shop is then this machine', async () => {
    const answer = await t.call('POST', `/api/v1/order/${orderA}/payment/create`, {
      token: A,
      body: { success_url: 'http://shop.attacker.example/paid-order', fail_url: '/failed-payment' },
      headers: { host: 'shop.attacker.example' },
    });
    expectBadRequest(answer);
    const { payment_url } = okData(
      await t.call('POST', `/api/v1/order/${orderA}/payment/create`, {
        token: A,
        body: URLS,
        headers: { host: 'shop.attacker.example' },
      }),
      paymentStart,
    );
    expect(payment_url.startsWith(`${SITE}/bank/sandbox/`)).toBe(true);
  });

  it('cancels: NOK fails the payment, the order stays unpaid and can be paid again', async () => {
    const data = await start(orderA);
    expect(await throughBank(data.payment_url, 'cancel')).toBe(
      `${SITE}/failed-payment?fromOrder=${orderA}`,
    );
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('failed');
    expect((await sandboxRow(t.db, authorityOf(data.payment_url))).status).toBe('canceled');
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);

    const again = await start(orderA);
    expect(await throughBank(again.payment_url)).toBe(`${SITE}/paid-order?fromOrder=${orderA}`);
    expect((await orderRow(t.db, orderA)).isPaid).toBe(true);
  });

  it('a forged OK for a transaction the bank never saw paid fails the payment and pays nothing', async () => {
    const data = await start(orderA);
    const authority = authorityOf(data.payment_url);
    const forged = `/api/v1/payment/callback/sandbox?Authority=${authority}&Status=OK`;
    expect(locationOf(await t.call('GET', forged))).toBe(
      `${SITE}/failed-payment?fromOrder=${orderA}`,
    );
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('failed');
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
    // Paying afterwards does not bring a failed payment back.
    expect(await throughBank(data.payment_url)).toBe(`${SITE}/failed-payment?fromOrder=${orderA}`);
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
  });

  it('a bank transaction paid for another amount is not verified', async () => {
    const data = await start(orderA);
    const authority = authorityOf(data.payment_url);
    await t.db
      .update(sandboxBankTransactions)
      .set({ amount: 1_000 })
      .where(eq(sandboxBankTransactions.authority, authority));
    expect(await throughBank(data.payment_url)).toBe(`${SITE}/failed-payment?fromOrder=${orderA}`);
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('failed');
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
  });

  it("one order's authority does not pay another order", async () => {
    const orderB = await insertOrder(t.db, { customerId: f.customer.b, price: 10_000 });
    const paidForA = await start(orderA);
    await throughBank(paidForA.payment_url);
    expect((await orderRow(t.db, orderB)).isPaid).toBe(false);
  });

  it('an unknown authority is a Persian 404 and changes nothing', async () => {
    const before = await paymentCount();
    const html = await t.call(
      'GET',
      '/api/v1/payment/callback/sandbox?Authority=SBNOPE&Status=OK',
      {
        headers: { accept: 'text/html' },
      },
    );
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(String(html.body)).toContain('پرداخت یافت نشد');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    expectFailure(
      await t.call('GET', '/api/v1/payment/callback/sandbox?Authority=SBNOPE&Status=OK'),
      404,
    );
    expectFailure(await t.call('GET', '/api/v1/payment/callback/sandbox?Status=OK'), 404);
    expectFailure(
      await t.call('GET', '/api/v1/payment/callback/sandbox?Authority=%3Cscript%3E&Status=OK'),
      404,
    );
    expectFailure(await bank('SBNOPE', 'pay'), 404);
    expect(await paymentCount()).toBe(before);
  });

  it('a callback through a gateway that is not in use is not found', async () => {
    const data = await start(orderA);
    const authority = authorityOf(data.payment_url);
    await bank(authority, 'pay');
    const res = await t.call(
      'GET',
      `/api/v1/payment/callback/zarinpal?Authority=${authority}&Status=OK`,
    );
    expectFailure(res, 404);
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('pending');
  });

  describe('money that arrives for an order that can no longer take it goes to account credit', () => {
    it('the order was canceled while the customer was at the bank', async () => {
      const data = await start(orderA);
      await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, orderA));
      const before = await creditOf(t.db, f.customer.a);
      expect(await throughBank(data.payment_url)).toBe(
        `${SITE}/failed-payment?fromOrder=${orderA}&credited=true`,
      );
      expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
      expect((await paymentRow(t.db, data.payment_id)).status).toBe('refunded');
      expect(await creditOf(t.db, f.customer.a)).toBe(before + 185_000);
      const refund = (await ledgerOf(t.db, f.customer.a)).at(-1);
      expect(refund).toMatchObject({
        kind: 'refund',
        amount: 185_000,
        orderId: orderA,
        paymentId: data.payment_id,
        balanceAfter: before + 185_000,
      });
    });

    it('the order was paid twice (two tabs)', async () => {
      const first = await start(orderA);
      const second = await start(orderA);
      const before = await creditOf(t.db, f.customer.a);
      await throughBank(first.payment_url);
      expect(await throughBank(second.payment_url)).toContain('credited=true');
      expect(await creditOf(t.db, f.customer.a)).toBe(before + 185_000);
    });

    it("the order's price changed after the payment started", async () => {
      const data = await start(orderA);
      await t.db.update(orders).set({ price: 200_000 }).where(eq(orders.id, orderA));
      expect(await throughBank(data.payment_url)).toContain('credited=true');
      expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
    });
  });
});
