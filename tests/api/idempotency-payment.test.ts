import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPayment, paymentStart } from '@/lib/contract/payment';
import { creditTransactions, idempotencyKeys, notifications, payments } from '@/server/db/schema';
import { sweepExpiredKeys } from '@/server/http/idempotency/sweep';
import { ageKey, expectKeyReused, expectReplay, keyed, rowCount } from '../helpers/idempotency';
import {
  authorityOf,
  creditOf,
  insertOrder,
  locationOf,
  pathOf,
  setCredit,
} from '../helpers/payment-fixture';
import {
  expectFailure,
  insertPeopleFixture,
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
const URLS = { success_url: '/paid-order', fail_url: '/failed-payment' };

const post = (path: string, body: unknown, key?: string, token: string = A) =>
  t.call('POST', path, { token, body, headers: key ? keyed(key) : {} });

describe('POST /api/v1/payment/create (top-up) under an Idempotency-Key', () => {
  const topUp = (price: number, key?: string, token: string = A) =>
    post(
      '/api/v1/payment/create',
      {
        price,
        success_url: '/paid-order?isCharging=true',
        fail_url: '/failed-payment?isCharging=true',
        customer: token === A ? f.customer.a : f.customer.b,
        payment_for: 'buy_customer_credit',
      },
      key,
      token,
    );

  it('three starts with one key write one payment and answer it three times', async () => {
    const before = await rowCount(t.db, payments);
    const first = await topUp(250_000, 'topup-key-0001');
    const second = await topUp(250_000, 'topup-key-0001');
    const third = await topUp(250_000, 'topup-key-0001');
    expectReplay(first, second);
    expectReplay(first, third);
    expect(await rowCount(t.db, payments)).toBe(before + 1);
    const start = okData(first, paymentStart);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, start.payment_id));
    expect(row).toMatchObject({ amount: 250_000, status: 'pending' });
  });

  it('another amount under the same key is a Persian 422 and writes nothing', async () => {
    const before = await rowCount(t.db, payments);
    expectKeyReused(await topUp(300_000, 'topup-key-0001'));
    expect(await rowCount(t.db, payments)).toBe(before);
  });

  it('keys are the caller’s own: another customer’s same key is a request of theirs', async () => {
    const before = await rowCount(t.db, payments);
    const mine = okData(await topUp(250_000, 'topup-key-0001'), paymentStart);
    const theirs = okData(await topUp(250_000, 'topup-key-0001', B), paymentStart);
    expect(theirs.payment_id).not.toBe(mine.payment_id);
    expect(await rowCount(t.db, payments)).toBe(before + 1);
  });

  it('without a key every start is a payment of its own, as before', async () => {
    const before = await rowCount(t.db, payments);
    okData(await topUp(10_000), paymentStart);
    okData(await topUp(10_000), paymentStart);
    expect(await rowCount(t.db, payments)).toBe(before + 2);
  });

  it('a key older than a day is taken as new', async () => {
    const first = okData(await topUp(40_000, 'topup-key-aged'), paymentStart);
    await ageKey(t.db, 'topup-key-aged');
    const before = await rowCount(t.db, payments);
    const again = await topUp(40_000, 'topup-key-aged');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(okData(again, paymentStart).payment_id).not.toBe(first.payment_id);
    expect(await rowCount(t.db, payments)).toBe(before + 1);
    // Now a day old no more: the key answers the second payment.
    expectReplay(again, await topUp(40_000, 'topup-key-aged'));
  });

  it('a refused start keeps no key: the same key may be sent again once it is right', async () => {
    const before = await rowCount(t.db, payments);
    const refused = await post(
      '/api/v1/payment/create',
      {
        price: 20_000,
        success_url: 'https://evil.example/',
        fail_url: '/failed-payment',
        customer: f.customer.a,
        payment_for: 'buy_customer_credit',
      },
      'topup-key-refused',
    );
    expectFailure(refused, 400);
    const keys = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'topup-key-refused'));
    expect(keys).toHaveLength(0);
    expect(await rowCount(t.db, payments)).toBe(before);
  });
});

describe('POST /api/v1/order/{id}/payment/create under an Idempotency-Key', () => {
  const start = (orderId: number, key?: string, body: unknown = URLS) =>
    post(`/api/v1/order/${orderId}/payment/create`, body, key);

  it('a repeated start (a double click, a retry after a lost answer) writes one payment', async () => {
    const order = await insertOrder(t.db, { customerId: f.customer.a, price: 185_000 });
    const before = await rowCount(t.db, payments);
    const first = await start(order, 'order-pay-0001');
    expectReplay(first, await start(order, 'order-pay-0001'));
    expect(await rowCount(t.db, payments)).toBe(before + 1);
    // The same key on another order is another request: refused, nothing written.
    const other = await insertOrder(t.db, { customerId: f.customer.a, price: 90_000 });
    expectKeyReused(await start(other, 'order-pay-0001'));
    expectKeyReused(
      await start(order, 'order-pay-0001', { ...URLS, success_url: '/paid-order?x=1' }),
    );
    expect(await rowCount(t.db, payments)).toBe(before + 1);
    // A retry with a new key is a new payment (the first one abandoned at the bank).
    okData(await start(order, 'order-pay-0002'), paymentStart);
    expect(await rowCount(t.db, payments)).toBe(before + 2);
  });

  it('without a key, or with an aged key, each start is a payment as before', async () => {
    const order = await insertOrder(t.db, { customerId: f.customer.a, price: 70_000 });
    const before = await rowCount(t.db, payments);
    okData(await start(order), paymentStart);
    okData(await start(order), paymentStart);
    okData(await start(order, 'order-pay-aged'), paymentStart);
    await ageKey(t.db, 'order-pay-aged');
    const again = await start(order, 'order-pay-aged');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    okData(again, paymentStart);
    expect(await rowCount(t.db, payments)).toBe(before + 4);
  });
});

describe('POST /api/v1/order/{id}/payment/credit under an Idempotency-Key', () => {
  const pay = (orderId: number, key?: string) =>
    post(`/api/v1/order/${orderId}/payment/credit`, undefined, key);
  const spentOn = async (orderId: number) =>
    t.db
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.orderId, orderId), eq(creditTransactions.kind, 'order_payment')),
      );

  it('a repeat answers the first payment; the credit is spent once', async () => {
    await setCredit(t.db, f.customer.a, 500_000);
    const order = await insertOrder(t.db, { customerId: f.customer.a, price: 120_000 });
    const first = await pay(order, 'credit-pay-0001');
    expect(okData(first, creditPayment)).toEqual({ order_id: order, credit: 380_000 });
    expectReplay(first, await pay(order, 'credit-pay-0001'));
    expect(await creditOf(t.db, f.customer.a)).toBe(380_000);
    expect(await spentOn(order)).toHaveLength(1);
    // Another order under the key: 422, nothing spent.
    const other = await insertOrder(t.db, { customerId: f.customer.a, price: 10_000 });
    expectKeyReused(await pay(other, 'credit-pay-0001'));
    expect(await creditOf(t.db, f.customer.a)).toBe(380_000);
    expect(await spentOn(other)).toHaveLength(0);
  });

  it('without a key a second payment is refused as before; an aged key runs again and is refused', async () => {
    await setCredit(t.db, f.customer.a, 500_000);
    const order = await insertOrder(t.db, { customerId: f.customer.a, price: 50_000 });
    okData(await pay(order, 'credit-pay-aged'), creditPayment);
    expectFailure(await pay(order), 400);
    await ageKey(t.db, 'credit-pay-aged');
    expectFailure(await pay(order, 'credit-pay-aged'), 400);
    expect(await creditOf(t.db, f.customer.a)).toBe(450_000);
    expect(await spentOn(order)).toHaveLength(1);
  });
});

describe('the bank’s callback and the shopper’s return: the authority is the key', () => {
  it('any number of returns credit once and tell the customer once', async () => {
    await setCredit(t.db, f.customer.b, 0);
    const start = okData(
      await post(
        '/api/v1/payment/create',
        {
          price: 60_000,
          success_url: '/paid-order?isCharging=true',
          fail_url: '/failed-payment?isCharging=true',
          customer: f.customer.b,
          payment_for: 'buy_customer_credit',
        },
        undefined,
        B,
      ),
      paymentStart,
    );
    const told = async () =>
      (await t.db.select().from(notifications).where(eq(notifications.customerId, f.customer.b)))
        .length;
    const toldBefore = await told();
    const callback = locationOf(
      await t.call('POST', `/api/v1/payment/sandbox/${authorityOf(start.payment_url)}/pay`),
    );
    const returns = [];
    for (let i = 0; i < 4; i++) returns.push(locationOf(await t.call('GET', pathOf(callback))));
    expect(new Set(returns).size).toBe(1);
    expect(await creditOf(t.db, f.customer.b)).toBe(60_000);
    const credited = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.paymentId, start.payment_id));
    expect(credited).toHaveLength(1);
    expect(await told()).toBe(toldBefore + 1);
  });
});

describe('expired keys', () => {
  it('are swept: only keys older than a day go', async () => {
    await post(
      '/api/v1/payment/create',
      {
        price: 11_000,
        success_url: '/paid-order',
        fail_url: '/failed-payment',
        customer: f.customer.a,
        payment_for: 'buy_customer_credit',
      },
      'sweep-key-fresh',
    );
    await post(
      '/api/v1/payment/create',
      {
        price: 12_000,
        success_url: '/paid-order',
        fail_url: '/failed-payment',
        customer: f.customer.a,
        payment_for: 'buy_customer_credit',
      },
      'sweep-key-old',
    );
    await ageKey(t.db, 'sweep-key-old');
    expect(await sweepExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map(
      (row) => row.key,
    );
    expect(left).toContain('sweep-key-fresh');
    expect(left).not.toContain('sweep-key-old');
  });
});
