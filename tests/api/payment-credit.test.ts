import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditPayment, paymentStart, transactions } from '@/lib/contract/payment';
import { creditTransactions, payments } from '@/server/db/schema';
import {
  authorityOf,
  creditOf,
  insertOrder,
  ledgerOf,
  locationOf,
  orderRow,
  pathOf,
  paymentRow,
  setCredit,
  staffUserId,
} from '../helpers/payment-fixture';
import {
  expectBadRequest,
  expectFailure,
  expectNotFound,
  expectPrivate,
  insertCustomerWithToken,
  insertPeopleFixture,
  msgOf,
  okData,
  PEOPLE_TOKENS,
  type PeopleFixture,
} from '../helpers/people-fixture';
import { createTestApp } from '../helpers/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: PeopleFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertPeopleFixture(t.db);
});
afterAll(async () => t.close());

const A = PEOPLE_TOKENS.customerA;
const B = PEOPLE_TOKENS.customerB;
const SITE = 'http://localhost:3000';

async function rowCount(table: typeof payments | typeof creditTransactions) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function throughBank(paymentUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const authority = authorityOf(paymentUrl);
  const callback = locationOf(
    await t.call('POST', `/api/v1/payment/sandbox/${authority}/${action}`),
  );
  return { callback, back: locationOf(await t.call('GET', pathOf(callback))) };
}

describe('POST /api/v1/payment/create (credit top-up)', () => {
  const topUp = (body: Record<string, unknown>, token: string = A) =>
    t.call('POST', '/api/v1/payment/create', { token, body });
  const valid = () => ({
    price: 250_000,
    success_url: '/paid-order?isCharging=true',
    fail_url: '/failed-payment?isCharging=true',
    customer: f.customer.a,
    payment_for: 'buy_customer_credit',
  });

  it('needs a customer token', async () => {
    expectFailure(await topUp(valid(), ''), 401);
    expectFailure(await topUp(valid(), PEOPLE_TOKENS.guest), 403);
    expectFailure(await topUp(valid(), PEOPLE_TOKENS.staff), 403);
  });

  it("tops up only the caller's own credit: another customer's id or order is 404", async () => {
    const before = await rowCount(payments);
    expectNotFound(await topUp({ ...valid(), customer: f.customer.b }));
    expectNotFound(await topUp(valid(), B));
    const orderOfB = await insertOrder(t.db, { customerId: f.customer.b, price: 9_000 });
    expectNotFound(await topUp({ ...valid(), orderId: orderOfB }));
    expect(await rowCount(payments)).toBe(before);
  });

  it('refuses bad input with Persian field errors', async () => {
    const before = await rowCount(payments);
    const { customer: _c, ...noCustomer } = valid();
    expectBadRequest(await topUp(noCustomer), 'customer');
    expectBadRequest(await topUp({ ...valid(), payment_for: 'order' }), 'payment_for');
    expectBadRequest(await topUp({ ...valid(), price: 999 }), 'price');
    expectBadRequest(await topUp({ ...valid(), price: -10_000 }), 'price');
    expectBadRequest(await topUp({ ...valid(), price: 1.5 }), 'price');
    expectBadRequest(
      await topUp({ ...valid(), success_url: 'https://evil.example' }),
      'success_url',
    );
    expect(await rowCount(payments)).toBe(before);
  });

  it('defaults to 10000 Toman', async () => {
    const { price: _p, ...noPrice } = valid();
    const data = okData(await topUp(noPrice), paymentStart);
    expect(data.amount).toBe(10_000);
    expect(await paymentRow(t.db, data.payment_id)).toMatchObject({
      paymentFor: 'buy_customer_credit',
      amount: 10_000,
      orderId: null,
      status: 'pending',
    });
  });

  it('credits the account once, however often the bank comes back', async () => {
    const before = await creditOf(t.db, f.customer.a);
    const res = await topUp(valid());
    expectPrivate(res);
    const data = okData(res, paymentStart);
    const { callback, back } = await throughBank(data.payment_url);
    expect(back).toBe(`${SITE}/paid-order?isCharging=true`);
    for (let i = 0; i < 5; i++) {
      expect(locationOf(await t.call('GET', pathOf(callback)))).toBe(back);
    }
    expect(await creditOf(t.db, f.customer.a)).toBe(before + 250_000);
    const rows = (await ledgerOf(t.db, f.customer.a)).filter(
      (row) => row.paymentId === data.payment_id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'top_up',
      amount: 250_000,
      balanceAfter: before + 250_000,
    });
  });

  it('a canceled top-up returns to the failure page and credits nothing', async () => {
    const before = await creditOf(t.db, f.customer.a);
    const data = okData(await topUp(valid()), paymentStart);
    const { back } = await throughBank(data.payment_url, 'cancel');
    expect(back).toBe(`${SITE}/failed-payment?isCharging=true`);
    expect(await creditOf(t.db, f.customer.a)).toBe(before);
    expect((await paymentRow(t.db, data.payment_id)).status).toBe('failed');
  });

  it('a forged OK credits nothing', async () => {
    const before = await creditOf(t.db, f.customer.a);
    const data = okData(await topUp(valid()), paymentStart);
    const forged = `/api/v1/payment/callback/sandbox?Authority=${authorityOf(data.payment_url)}&Status=OK`;
    expect(locationOf(await t.call('GET', forged))).toBe(`${SITE}/failed-payment?isCharging=true`);
    expect(await creditOf(t.db, f.customer.a)).toBe(before);
  });

  it('answers 429 after 30 payment starts in 10 minutes, writing nothing more', async () => {
    const token = 'payment-start-limit-token-0000000001';
    const id = await insertCustomerWithToken(t.db, '09350009999', token);
    const body = { ...valid(), customer: id };
    for (let i = 0; i < 30; i++) okData(await topUp(body, token), paymentStart);
    const before = await rowCount(payments);
    const refused = expectFailure(await topUp(body, token), 429);
    expect(refused.msg).toContain('دقیقه');
    expect(await rowCount(payments)).toBe(before);
  });

  it('accepts an order of the caller for the checkout top-up', async () => {
    const order = await insertOrder(t.db, { customerId: f.customer.a, price: 90_000 });
    const data = okData(await topUp({ ...valid(), price: 40_000, orderId: order }), paymentStart);
    expect(data.amount).toBe(40_000);
  });
});

describe('POST /api/v1/order/{id}/payment/credit', () => {
  const pay = (orderId: number, token: string = A) =>
    t.call('POST', `/api/v1/order/${orderId}/payment/credit`, { token });
  let orderA: number;
  beforeEach(async () => {
    await setCredit(t.db, f.customer.a, 100_000);
    orderA = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 60_000,
      paymentType: 'credit',
    });
  });

  it('needs a customer token and the caller’s own order', async () => {
    expectFailure(await pay(orderA, ''), 401);
    expectFailure(await pay(orderA, PEOPLE_TOKENS.guest), 403);
    expectNotFound(await pay(orderA, B));
    expectNotFound(await pay(2_000_000));
    expectBadRequest(await t.call('POST', '/api/v1/order/0/payment/credit', { token: A }), 'id');
    expect(await creditOf(t.db, f.customer.b)).toBe(70_000);
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
  });

  it('pays from credit: the balance falls by the price and the ledger says why', async () => {
    const res = await pay(orderA);
    expectPrivate(res);
    expect(msgOf(res)).toMatch(/[\u0600-\u06ff]/);
    expect(okData(res, creditPayment)).toEqual({ order_id: orderA, credit: 40_000 });
    expect(await creditOf(t.db, f.customer.a)).toBe(40_000);
    expect(await orderRow(t.db, orderA)).toMatchObject({ isPaid: true, paymentType: 'credit' });
    const row = (await ledgerOf(t.db, f.customer.a)).at(-1);
    expect(row).toMatchObject({
      kind: 'order_payment',
      amount: -60_000,
      balanceAfter: 40_000,
      orderId: orderA,
    });
    // A second press is refused and changes nothing.
    expectBadRequest(await pay(orderA));
    expect(await creditOf(t.db, f.customer.a)).toBe(40_000);
  });

  it('refuses when the credit does not cover the order, writing nothing', async () => {
    await setCredit(t.db, f.customer.a, 59_999);
    const ledgerBefore = await rowCount(creditTransactions);
    const body = expectBadRequest(await pay(orderA));
    expect(body.msg).toContain('اعتبار حساب شما کافی نیست');
    expect(body.msg).toContain('۱');
    expect(await creditOf(t.db, f.customer.a)).toBe(59_999);
    expect(await rowCount(creditTransactions)).toBe(ledgerBefore);
    expect((await orderRow(t.db, orderA)).isPaid).toBe(false);
  });

  it('refuses orders that are not payable', async () => {
    for (const spec of [
      { isPaid: true },
      { status: 'canceled' as const },
      { status: 'completed' as const },
      { paymentType: 'cash' as const },
    ]) {
      const id = await insertOrder(t.db, { customerId: f.customer.a, price: 10_000, ...spec });
      expectBadRequest(await pay(id));
    }
    expect(await creditOf(t.db, f.customer.a)).toBe(100_000);
  });

  it('pays a staff-created order (any payment type)', async () => {
    const id = await insertOrder(t.db, {
      customerId: f.customer.a,
      price: 30_000,
      paymentType: 'cash',
      submitBy: 'panel',
      createdByUserId: await staffUserId(t.db),
    });
    expect(okData(await pay(id), creditPayment).credit).toBe(70_000);
  });

  it('a card payment that lands after a credit payment is refunded to credit', async () => {
    const started = okData(
      await t.call('POST', `/api/v1/order/${orderA}/payment/create`, {
        token: A,
        body: { success_url: '/paid-order', fail_url: '/failed-payment' },
      }),
      paymentStart,
    );
    okData(await pay(orderA), creditPayment);
    const { back } = await throughBank(started.payment_url);
    expect(back).toContain('credited=true');
    expect(await creditOf(t.db, f.customer.a)).toBe(100_000);
  });
});

describe('GET /api/v1/customer/{id}/transactions', () => {
  const list = (id: number, token: string = A) =>
    t.call('GET', `/api/v1/customer/${id}/transactions`, { token });

  it("lists only the caller's own ledger", async () => {
    expectFailure(await list(f.customer.a, ''), 401);
    expectFailure(await list(f.customer.a, PEOPLE_TOKENS.guest), 403);
    expectFailure(await list(f.customer.a, PEOPLE_TOKENS.staff), 403);
    expectFailure(await list(f.customer.a, PEOPLE_TOKENS.expiredA), 401);
    expectFailure(await list(f.customer.a, PEOPLE_TOKENS.revokedA), 401);
    expectNotFound(await list(f.customer.b));
    expectNotFound(await list(f.customer.a, B));
    expectBadRequest(await list(0));
  });

  it('newest first, with the current credit', async () => {
    const res = await list(f.customer.a);
    expectPrivate(res);
    const data = okData(res, transactions);
    expect(data.credit).toBe(await creditOf(t.db, f.customer.a));
    const ids = data.transactions.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(data.transactions[0]?.balance_after).toBe(data.credit);
    for (const row of data.transactions) expect(row.description).toMatch(/[\u0600-\u06ff]/);
    expect(new Set(data.transactions.map((row) => row.kind))).toEqual(
      new Set(['top_up', 'order_payment', 'refund']),
    );
    const empty = okData(await list(f.customer.b, B), transactions);
    expect(empty).toEqual({ transactions: [], credit: 70_000 });
  });
});

describe('nothing here changes another customer', () => {
  it("B's credit and ledger are untouched by all of A's payments", async () => {
    expect(await creditOf(t.db, f.customer.b)).toBe(70_000);
    expect(await ledgerOf(t.db, f.customer.b)).toEqual([]);
    const [paymentsOfB] = await t.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.customerId, f.customer.b));
    expect(paymentsOfB?.n).toBe(0);
  });
});
